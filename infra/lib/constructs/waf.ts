import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { pathTransformations, rateLimitedError, type RateLimitRule } from '../../edge/rate-limits.ts';

export interface WebAclProps {
  readonly rateLimits: readonly RateLimitRule[];
  /** How long WAF's request logs are kept (default 90 days). */
  readonly logRetention?: RetentionDays;
}

const rateLimitedBodyKey = 'rate-limited';

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

/** One rate-based rule per entry of infra/edge/rate-limits.ts: per viewer IP, on requests under its path prefix. */
export function rateLimitRule(rule: RateLimitRule, priority: number): CfnWebACL.RuleProperty {
  return {
    name: `rate-${rule.name}`,
    priority,
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit: rule.limit,
        evaluationWindowSec: rule.windowSeconds,
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'STARTS_WITH',
            searchString: rule.pathPrefix,
            // The raw path would let `/api//newsletter` or `/API/newsletter` past the rule while the API may still route it.
            textTransformations: pathTransformations.map((type, order) => ({ priority: order, type })),
          },
        },
      },
    },
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: rateLimitedBodyKey,
          // WAF cannot compute the time left in the window, so it names the whole window (the local adapter is exact).
          responseHeaders: [{ name: 'Retry-After', value: String(rule.windowSeconds) }],
        },
      },
    },
    visibilityConfig: visibility(`rate-${rule.name}`),
  };
}

/**
 * The distribution's web ACL (CLOUDFRONT scope, so it lives in us-east-1 with the stack): per-client rate limits
 * on the write endpoints, then AWS's common rule set.
 */
export class WebAcl extends Construct {
  readonly webAcl: CfnWebACL;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    if (Stack.of(this).region !== 'us-east-1') throw new Error('A CloudFront web ACL must be created in us-east-1');
    const rateRules = props.rateLimits.map((rule, index) => rateLimitRule(rule, index));

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('site'),
      customResponseBodies: {
        [rateLimitedBodyKey]: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ error: rateLimitedError }) },
      },
      rules: [
        ...rateRules,
        {
          name: 'aws-common',
          priority: rateRules.length,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // The functions enforce their own body limits (contact 16 KB, chat history) with a JSON 413.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('aws-common'),
        },
      ],
    });

    // Every request the ACL sees, to investigate an abuse incident (which address, which rule, which path). WAF
    // requires the group's name to start with aws-waf-logs- and its ARN without the trailing `:*`.
    const logGroupName = `aws-waf-logs-${Stack.of(this).stackName}`;
    this.logGroup = new LogGroup(this, 'Logs', { logGroupName, retention: props.logRetention ?? RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY });
    const logging = new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [Stack.of(this).formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      // The staff token travels in Authorization: never in a log.
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    });
    logging.node.addDependency(this.logGroup);
  }
}
