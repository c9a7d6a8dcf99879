import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { leadKinds } from '../../functions/contact/lead-record.ts';
import { AccessLogs } from './constructs/access-logs.ts';
import { DataBucket } from './constructs/data-bucket.ts';
import { leadRetentionDays } from './data-prefixes.ts';
import { testStack } from './testing/synth-test-stack.ts';

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
});
