import { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket, type LifecycleRule } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface PrivateBucketProps {
  /** Where S3 server access logs go, under `<id>/`. */
  readonly accessLogs: IBucket;
  readonly versioned?: boolean;
  readonly lifecycleRules?: LifecycleRule[];
}

/**
 * Every bucket of the product: no public access at all, S3-managed encryption, TLS 1.2+ only, ACLs off,
 * access-logged. Retained on `npm run destroy` (leads and uploads are never deleted by accident).
 */
export function privateBucket(scope: Construct, id: string, props: PrivateBucketProps): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    versioned: props.versioned ?? false,
    lifecycleRules: props.lifecycleRules,
    serverAccessLogsBucket: props.accessLogs,
    serverAccessLogsPrefix: `${id}/`,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}
