import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import type { Settings } from './settings.ts';

/**
 * The one place every SDK client gets its timeouts: without them a peer that accepts the connection and never
 * answers holds the call until Lambda's timeout. `requestTimeout` is the socket's idle limit per attempt; each
 * call also gets an abortSignal from the invocation's deadline (functions/shared/deadline.ts), which bounds the
 * attempts and their back-off together. The connection timeout is 3 s, not less: on a starved event loop a 1 s timer
 * fired before an already-made connection's callback and the request was sent twice (bench:leads).
 */
export const clientTimeouts = {
  s3: { connectionTimeout: 3_000, requestTimeout: 5_000 },
  ses: { connectionTimeout: 3_000, requestTimeout: 5_000 },
  secrets: { connectionTimeout: 3_000, requestTimeout: 3_000 },
  lambda: { connectionTimeout: 3_000, requestTimeout: 3_000 },
} as const;

// At most one retry of a throttled or failed call: the deadline, not the SDK's 3 attempts, decides how long we wait.
const maxAttempts = 2;

// No `credentials` here: in a function bundle the SDK's default provider is functions/shared/lambda-credential-provider.ts
// (an esbuild alias, functions/bundling.ts), which reads the credentials Lambda puts in the environment.

// Created once per container and reused across invocations (connection reuse).
let s3: S3Client | undefined;
let ses: SESClient | undefined;
let secrets: SecretsManagerClient | undefined;
let lambda: LambdaClient | undefined;

export function s3Client(settings: Settings): S3Client {
  s3 ??= new S3Client({
    region: settings.AWS_REGION,
    maxAttempts,
    requestHandler: clientTimeouts.s3,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT, forcePathStyle: true } : {}),
  });
  return s3;
}

export function sesClient(settings: Settings): SESClient {
  ses ??= new SESClient({
    region: settings.AWS_REGION,
    maxAttempts,
    requestHandler: clientTimeouts.ses,
    ...(settings.SES_ENDPOINT ? { endpoint: settings.SES_ENDPOINT } : {}),
  });
  return ses;
}

export function secretsClient(settings: Settings): SecretsManagerClient {
  secrets ??= new SecretsManagerClient({ region: settings.AWS_REGION, maxAttempts, requestHandler: clientTimeouts.secrets });
  return secrets;
}

export function lambdaClient(settings: Settings): LambdaClient {
  lambda ??= new LambdaClient({
    region: settings.AWS_REGION,
    maxAttempts,
    requestHandler: clientTimeouts.lambda,
    ...(settings.LAMBDA_ENDPOINT ? { endpoint: settings.LAMBDA_ENDPOINT } : {}),
  });
  return lambda;
}
