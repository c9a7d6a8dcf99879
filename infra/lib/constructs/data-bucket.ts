import { Duration } from 'aws-cdk-lib';
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucket } from './private-bucket.ts';

export interface DataBucketProps {
  readonly accessLogs: IBucket;
  /** Lead records hold personal data: delete them this long after they were last written (default 400 days). */
  readonly leadRetention?: Duration;
}

/** DATA_BUCKET: the contact outbox and its dead letters, newsletter signups, import jobs. */
export class DataBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: DataBucketProps) {
    super(scope, id);
    this.bucket = privateBucket(this, 'Bucket', {
      accessLogs: props.accessLogs,
      versioned: true,
      lifecycleRules: [
        // Lead records are `<kind>/<state>/<id>.json`, rewritten when delivered or dead-lettered: age counts from then.
        { id: 'expire-contact-records', prefix: 'contact/', expiration: props.leadRetention ?? Duration.days(400) },
        { id: 'expire-newsletter-records', prefix: 'newsletter/', expiration: props.leadRetention ?? Duration.days(400) },
        { id: 'expire-import-jobs', prefix: 'imports/', expiration: Duration.days(90) },
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }
}
