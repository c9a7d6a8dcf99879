import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { leadKinds } from '../../functions/contact/lead-record.ts';
import { AccessLogs } from './constructs/access-logs.ts';
import { DataBucket } from './constructs/data-bucket.ts';
import { leadRetentionDays } from './data-prefixes.ts';
import { functionWiring } from './function-wiring.ts';
import { synthSiteStack, synthTimeoutMs, testStack } from './testing/synth-test-stack.ts';

describe('data bucket prefixes', () => {
  it('expires every lead kind’s records (chat handoffs included) and import jobs, from the one prefix table', () => {
    const stack = testStack();
    new DataBucket(stack, 'Data', { accessLogs: new AccessLogs(stack, 'Logs').bucket });
    const buckets = Template.fromStack(stack).findResources('AWS::S3::Bucket');
    const rules = Object.values(buckets).flatMap(
      (bucket) => ((bucket as { Properties: { LifecycleConfiguration?: { Rules: { Prefix?: string; ExpirationInDays?: number }[] } } }).Properties.LifecycleConfiguration?.Rules ?? []),
    );
    const expiry = (prefix: string) => rules.find((rule) => rule.Prefix === prefix)?.ExpirationInDays;
    for (const kind of leadKinds) expect(expiry(`${kind}/`), kind).toBe(leadRetentionDays);
    expect(expiry('chat/')).toBe(400);
    expect(expiry('imports/')).toBe(90);
    expect(expiry('staff-auth/')).toBe(1);
  });

  it('grants an assets-bucket row on the assets bucket (how a CSV upload prefix would be added)', () => {
    const uploads = { bucket: 'assets' as const, prefix: 'uploads/', expireAfterDays: 7, ruleId: 'expire-uploads' };
    const api = functionWiring['lead-import-api'];
    const { template } = synthSiteStack({}, { wiring: { ...functionWiring, 'lead-import-api': { ...api, data: { readWrite: [...(api.data?.readWrite ?? []), uploads] } } } });
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toMatch(/"AssetsBucket[0-9A-F]+","Arn"\]\},"\/uploads\/\*"/);
  }, synthTimeoutMs);
});
