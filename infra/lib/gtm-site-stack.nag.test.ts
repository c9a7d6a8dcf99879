import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthSiteStack, synthTimeoutMs } from './testing/synth-test-stack.ts';

const variants = {
  'default CloudFront domain': {},
  'custom domain with a certificate requested by the stack': { DOMAIN_NAME: 'www.example.com', SITE_URL: 'https://www.example.com' },
};

/** Every acknowledgement in the app, with its reason. */
function acknowledgements(app: App): { path: string; id: string; reason: unknown }[] {
  return app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, unknown>).map(([id, reason]) => ({ path: construct.node.path, id, reason }))),
  );
}

describe.each(Object.entries(variants))('cdk-nag AwsSolutions, %s', (_variant, env) => {
  let app: App;
  beforeAll(() => {
    app = synthSiteStack(env).app;
  }, synthTimeoutMs);

  it('reports no unacknowledged finding, error or warning', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const findings = report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('gives every acknowledgement a reason', () => {
    // CDK acknowledges some of its own CloudFormation-Validate warnings; ours are the AwsSolutions ones.
    const acks = acknowledgements(app).filter((ack) => ack.id.includes('AwsSolutions-'));
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(typeof ack.reason === 'string' && ack.reason.length >= 30, `${ack.path} ${ack.id}`).toBe(true);
    }
  });
});
