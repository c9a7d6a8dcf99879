import { Duration } from 'aws-cdk-lib';
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { dataPrefixes } from '../data-prefixes.ts';
import { privateBucket } from './private-bucket.ts';

export interface DataBucketProps {
  readonly accessLogs: IBucket;
}

/** DATA_BUCKET: the lead outboxes and their dead letters (contact, newsletter, chat), import jobs, the Airtable ledger. */
export class DataBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: DataBucketProps) {
    super(scope, id);
    this.bucket = privateBucket(this, 'Bucket', {
      accessLogs: props.accessLogs,
      versioned: true,
      lifecycleRules: [
        // One rule per prefix of infra/lib/data-prefixes.ts. Lead records are `<kind>/<state>/<id>.json`, rewritten
        // when delivered or dead-lettered: age counts from then.
        ...dataPrefixes.flatMap(({ bucket, prefix, expireAfterDays, ruleId }) =>
          bucket !== undefined || expireAfterDays === undefined ? [] : [{ id: ruleId, prefix, expiration: Duration.days(expireAfterDays) }],
        ),
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }
}
