import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucket } from './private-bucket.ts';

export interface SiteBucketProps {
  readonly accessLogs: IBucket;
}

/** The prerendered site. Private: only the distribution reads it, through Origin Access Control. */
export class SiteBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: SiteBucketProps) {
    super(scope, id);
    // Not versioned: every file is rebuilt from the repository, and hashed assets are never overwritten.
    this.bucket = privateBucket(this, 'Bucket', { accessLogs: props.accessLogs });
  }
}
