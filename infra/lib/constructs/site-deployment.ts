import { join } from 'node:path';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { hashedAssetsPrefix, immutableCacheControl, revalidateCacheControl } from '../../edge/cache-control.ts';

export interface SiteDeploymentProps {
  /** The build's site folder (`<dist>/site`): prerendered HTML, 404.html, and Vite's hashed `assets/`. */
  readonly siteDir: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
}

/**
 * Uploads the build in two passes so each part gets its own Cache-Control (infra/edge/cache-control.ts):
 * hashed assets first, immutable; then everything else, revalidated, followed by an invalidation.
 * Neither pass prunes, so a visitor holding the previous HTML still finds the assets it references.
 */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const assetsDir = hashedAssetsPrefix.replace(/\/$/, '');

    const assets = new BucketDeployment(this, 'HashedAssets', {
      sources: [Source.asset(join(props.siteDir, assetsDir))],
      destinationBucket: props.bucket,
      destinationKeyPrefix: hashedAssetsPrefix,
      cacheControl: [CacheControl.fromString(immutableCacheControl)],
      prune: false,
      memoryLimit: 512,
    });

    const pages = new BucketDeployment(this, 'Pages', {
      sources: [Source.asset(props.siteDir, { exclude: [assetsDir, `${assetsDir}/**`] })],
      destinationBucket: props.bucket,
      cacheControl: [CacheControl.fromString(revalidateCacheControl)],
      prune: false,
      memoryLimit: 512,
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // New HTML must never reach a visitor before the assets it references exist.
    pages.node.addDependency(assets);
  }
}
