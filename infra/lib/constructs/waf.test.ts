import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimitedError, rateLimitRules, transformPath, type PathTransformation } from '../../edge/rate-limits.ts';
import { synthTimeoutMs, testApp, testStack } from '../testing/synth-test-stack.ts';
import { WebAcl } from './waf.ts';

let template: Template;

interface WafRule {
  Name: string;
  Statement: {
    RateBasedStatement: {
      ScopeDownStatement: {
        ByteMatchStatement: { SearchString: string; PositionalConstraint: string; TextTransformations: { Priority: number; Type: PathTransformation }[] };
      };
    };
  };
}

beforeAll(() => {
  const stack = testStack();
  new WebAcl(stack, 'Firewall', { rateLimits: rateLimitRules });
  template = Template.fromStack(stack);
}, synthTimeoutMs);

describe('WebAcl', () => {
  it('is a CloudFront-scope web ACL that allows by default and answers rate limits with the API’s JSON error', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      CustomResponseBodies: { 'rate-limited': { ContentType: 'APPLICATION_JSON', Content: JSON.stringify({ error: rateLimitedError }) } },
    });
  });

  it.each(rateLimitRules.map((rule, priority) => ({ ...rule, priority })))(
    'limits $pathPrefix to $limit requests per IP in $windowSeconds s, then answers 429 with Retry-After',
    (rule) => {
      template.hasResourceProperties('AWS::WAFv2::WebACL', {
        Rules: Match.arrayWith([
          Match.objectLike({
            Name: `rate-${rule.name}`,
            Priority: rule.priority,
            Statement: {
              RateBasedStatement: {
                AggregateKeyType: 'IP',
                Limit: rule.limit,
                EvaluationWindowSec: rule.windowSeconds,
                ScopeDownStatement: {
                  ByteMatchStatement: {
                    SearchString: rule.pathPrefix,
                    PositionalConstraint: 'STARTS_WITH',
                    FieldToMatch: { UriPath: {} },
                    // Decoded, then normalised, then lower-cased: the path the rule compares is the one the API routes.
                    TextTransformations: [
                      { Priority: 0, Type: 'URL_DECODE' },
                      { Priority: 1, Type: 'NORMALIZE_PATH' },
                      { Priority: 2, Type: 'LOWERCASE' },
                    ],
                  },
                },
              },
            },
            Action: {
              Block: {
                CustomResponse: {
                  ResponseCode: 429,
                  CustomResponseBodyKey: 'rate-limited',
                  ResponseHeaders: [{ Name: 'Retry-After', Value: String(rule.windowSeconds) }],
                },
              },
            },
          }),
        ]),
      });
    },
  );

  // Issue #24: after the newsletter limit answered 429, `POST /api//newsletter` answered 202. Each variant must now
  // match the newsletter rule as the template states it (its transformations, in its priority order, then STARTS_WITH).
  it.each(['/api//newsletter', '/api/./newsletter', '/api/%6eewsletter', '/API/newsletter', '/api/newsletter/', '/api/x/../newsletter', '/api/%2e/newsletter'])(
    'the template’s newsletter rule matches the non-canonical path %s',
    (path) => {
      const acl = Object.values(template.findResources('AWS::WAFv2::WebACL'))[0] as { Properties: { Rules: WafRule[] } };
      const rule = acl.Properties.Rules.find((r) => r.Name === 'rate-newsletter');
      const match = rule?.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement;
      if (!match) throw new Error('no newsletter rule');
      const transformations = [...match.TextTransformations].sort((a, b) => a.Priority - b.Priority).map((t) => t.Type);
      expect(match.PositionalConstraint).toBe('STARTS_WITH');
      expect(transformPath(path, transformations).startsWith(match.SearchString), path).toBe(true);
      // Without them (main before #24) the rule missed it.
      expect(path.startsWith(match.SearchString) && path !== '/api/newsletter/', path).toBe(false);
    },
  );

  it('compares lower-case prefixes only (LOWERCASE runs before the comparison)', () => {
    for (const rule of rateLimitRules) expect(rule.pathPrefix, rule.name).toBe(transformPath(rule.pathPrefix));
  });

  it('logs every request to CloudWatch Logs (aws-waf-logs-*, 90 days), with the staff token’s header redacted', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-Test', RetentionInDays: 90 });
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('FirewallWebAcl'), 'Arn'] },
      LogDestinationConfigs: [{ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':log-group:aws-waf-logs-Test$')])] }],
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }],
    });
  });

  it('applies AWS’s common rule set after the rate rules', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Priority: rateLimitRules.length,
          OverrideAction: { None: {} },
          Statement: { ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' }) },
        }),
      ]),
    });
  });

  it('refuses any region but us-east-1', () => {
    const elsewhere = new Stack(testApp(), 'Elsewhere', { env: { region: 'eu-west-1' } });
    expect(() => new WebAcl(elsewhere, 'Firewall', { rateLimits: rateLimitRules })).toThrow(/us-east-1/);
  });
});
