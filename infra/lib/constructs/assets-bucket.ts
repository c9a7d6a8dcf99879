import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { HttpMethods, type Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { dataPrefixes } from '../data-prefixes.ts';
import { repoRoot } from '../repo-root.ts';
import { privateBucket } from './private-bucket.ts';

export interface AssetsBucketProps {
  readonly accessLogs: IBucket;
  /** Folder whose CSV files are uploaded (the repository's attached_assets/ unless a test says otherwise). */
  readonly sourceDir?: string;
}

/** ASSETS_BUCKET: the lead CSVs staff import, uploaded from attached_assets/ at the bucket root (as locally). */
export class AssetsBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AssetsBucketProps) {
    super(scope, id);
    // Rows of infra/lib/data-prefixes.ts on this bucket that expire (none yet: the sample CSVs are kept).
    const lifecycleRules = dataPrefixes.flatMap(({ bucket, prefix, expireAfterDays, ruleId }) =>
      bucket === 'assets' && expireAfterDays !== undefined ? [{ id: ruleId, prefix, expiration: Duration.days(expireAfterDays) }] : [],
    );
    this.bucket = privateBucket(this, 'Bucket', { accessLogs: props.accessLogs, versioned: true, ...(lifecycleRules.length > 0 ? { lifecycleRules } : {}) });
    // Staff upload CSVs from the page with a presigned POST (issue 23). The signed policy is the authorization (one
    // key under uploads/, 1 byte..50 MB, 15 min); CORS only lets the page read S3's answer, and an HTML form could
    // post from any origin anyway, so any origin (naming the site here would tie the bucket to the distribution in a cycle).
    this.bucket.addCorsRule({ allowedMethods: [HttpMethods.POST], allowedOrigins: ['*'], allowedHeaders: ['*'], maxAge: 3000 });
    new BucketDeployment(this, 'Upload', {
      sources: [Source.asset(props.sourceDir ?? join(repoRoot, 'attached_assets'), { exclude: ['*', '!*.csv'] })],
      destinationBucket: this.bucket,
      contentType: 'text/csv',
      // Files staff upload themselves stay when the repository's sample set changes.
      prune: false,
      // Same settings as the site's deployments, so CDK runs one shared upload function.
      memoryLimit: 512,
    });
  }
}
