import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthSiteStack, synthTimeoutMs } from './testing/synth-test-stack.ts';

const variants = {
  'default CloudFront domain': {},
  'custom domain with a certificate requested by the stack': { DOMAIN_NAME: 'www.example.com', SITE_URL: 'https://www.example.com' },
  'custom domain with an existing certificate': {
    DOMAIN_NAME: 'www.example.com',
    SITE_URL: 'https://www.example.com',
    CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
  },
};

interface Acknowledgement {
  readonly path: string;
  readonly id: string;
  readonly reason: unknown;
}

const key = (ack: { path: string; id: string }) => `${ack.path} ${ack.id}`;

/** Every acknowledgement in the app, with its reason. */
function acknowledgements(app: App): Acknowledgement[] {
  return app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        // aws-cdk-lib writes the ids as 'Annotation::<rule id>'.
        Object.entries(entry.data as Record<string, unknown>).map(([id, reason]) => ({ path: construct.node.path, id: id.replace(/^annotation::/i, ''), reason })),
      ),
  );
}

/**
 * Runs the checks and records which acknowledgements actually suppressed a finding. cdk-nag consults its (private)
 * isAcknowledged only for a finding, walking up from the resource; the first ancestor carrying the id is the one used.
 */
function usedAcknowledgements(app: App): { violations: string[]; used: Set<string> } {
  const used = new Set<string>();
  const checks = new AwsSolutionsChecks();
  const spy = checks as unknown as { isAcknowledged: (node: IConstruct, ruleId: string) => boolean };
  const original = spy.isAcknowledged.bind(checks);
  spy.isAcknowledged = (node, ruleId) => {
    const acknowledged = original(node, ruleId);
    for (let current: IConstruct | undefined = node; acknowledged && current; current = current.node.scope) {
      const carries = current.node.metadata.some(
        (entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY && Object.keys(entry.data as object).some((id) => id.replace(/^annotation::/i, '') === ruleId),
      );
      if (carries) {
        used.add(key({ path: current.node.path, id: ruleId }));
        break;
      }
    }
    return acknowledged;
  };
  const report = checks.validateScope(app);
  const violations = report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
  return { violations, used };
}

describe.each(Object.entries(variants))('cdk-nag AwsSolutions, %s', (_variant, env) => {
  let app: App;
  let result: { violations: string[]; used: Set<string> };
  beforeAll(() => {
    app = synthSiteStack(env).app;
    result = usedAcknowledgements(app);
  }, synthTimeoutMs);

  it('reports no unacknowledged finding, error or warning', () => {
    expect(result.violations).toEqual([]);
  });

  it('gives every acknowledgement a reason, and each one suppresses a finding (no stale acknowledgement)', () => {
    // CDK acknowledges some of its own CloudFormation-Validate warnings; ours are the AwsSolutions ones.
    const acks = acknowledgements(app).filter((ack) => ack.id.includes('AwsSolutions-'));
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(typeof ack.reason === 'string' && ack.reason.length >= 30, key(ack)).toBe(true);
    }
    const stale = acks.filter((ack) => !result.used.has(key(ack))).map(key);
    expect(stale).toEqual([]);
  });
});
