import { createHmac } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { UploadGrant } from '../../../contracts/lead-import.ts';

/** How long a presigned upload stays usable: long enough for 50 MB on a slow line, short enough to be useless later. */
export const uploadGrantSeconds = 15 * 60;

const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
const amzDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface UploadTarget {
  readonly bucket: string;
  readonly key: string;
  readonly maxBytes: number;
  /** The bucket's URL as the browser reaches it (virtual-hosted in AWS; path style on the local stand-in). */
  readonly url: string;
}

/**
 * A browser-based upload (S3 POST Object) for one key: S3 itself refuses another key, a body outside 1..maxBytes
 * and another Content-Type, and the grant expires after uploadGrantSeconds. Signed with the function's own
 * credentials (SigV4 over the base64 policy), the way @aws-sdk/s3-presigned-post does, without its pinned S3 client.
 */
export async function presignUpload(s3: S3Client, target: UploadTarget, now = new Date()): Promise<UploadGrant> {
  const credentials = await s3.config.credentials();
  const region = await s3.config.region();
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const credential = `${credentials.accessKeyId}/${day}/${region}/s3/aws4_request`;
  const fields: Record<string, string> = {
    key: target.key,
    'Content-Type': 'text/csv',
    'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    'x-amz-credential': credential,
    'x-amz-date': date,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: new Date(now.getTime() + uploadGrantSeconds * 1000).toISOString(),
    conditions: [{ bucket: target.bucket }, ['content-length-range', 1, target.maxBytes], ...Object.entries(fields).map(([name, value]) => ({ [name]: value }))],
  };
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  return {
    url: target.url,
    fields: { ...fields, Policy: encoded, 'X-Amz-Signature': createHmac('sha256', signingKey).update(encoded, 'utf8').digest('hex') },
    path: target.key,
    maxBytes: target.maxBytes,
  };
}

/** The assets bucket's upload URL: S3's regional virtual-hosted name in AWS, the endpoint's path-style URL locally. */
export function bucketUrl(bucket: string, region: string, endpoint?: string): string {
  return endpoint ? `${endpoint.replace(/\/$/, '')}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
}
