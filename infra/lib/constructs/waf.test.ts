import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimitedError, rateLimitRules } from '../../edge/rate-limits.ts';
import { synthTimeoutMs, testApp, testStack } from '../testing/synth-test-stack.ts';
import { WebAcl } from './waf.ts';

let template: Template;

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
                  ByteMatchStatement: Match.objectLike({ SearchString: rule.pathPrefix, PositionalConstraint: 'STARTS_WITH', FieldToMatch: { UriPath: {} } }),
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
