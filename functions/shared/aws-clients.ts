import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import type { Settings } from './settings.ts';

// Created once per container and reused across invocations (connection reuse).
let s3: S3Client | undefined;
let ses: SESClient | undefined;

export function s3Client(settings: Settings): S3Client {
  s3 ??= new S3Client({
    region: settings.AWS_REGION,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT, forcePathStyle: true } : {}),
  });
  return s3;
}

export function sesClient(settings: Settings): SESClient {
  ses ??= new SESClient({
    region: settings.AWS_REGION,
    ...(settings.SES_ENDPOINT ? { endpoint: settings.SES_ENDPOINT } : {}),
  });
  return ses;
}
