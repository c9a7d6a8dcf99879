import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from './lambda-credential-provider.ts';

const lambdaEnvironment = { AWS_ACCESS_KEY_ID: 'ASIAENVEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-from-env', AWS_SESSION_TOKEN: 'session-from-env' };

function stubEnvironment(values: Partial<Record<keyof typeof lambdaEnvironment, string>>): void {
  for (const name of Object.keys(lambdaEnvironment)) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('defaultProvider (the bundles’ credential-provider-node)', () => {
  it('returns the credentials Lambda puts in the environment, session token included', async () => {
    stubEnvironment(lambdaEnvironment);
    await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: 'ASIAENVEXAMPLE', secretAccessKey: 'secret-from-env', sessionToken: 'session-from-env' });
  });

  it('reads the environment when called, not when created (the client creates it before the first request)', async () => {
    stubEnvironment({});
    const provider = defaultProvider();
    stubEnvironment(lambdaEnvironment);
    await expect(provider()).resolves.toMatchObject({ accessKeyId: 'ASIAENVEXAMPLE' });
  });

  it.each([
    [{}, 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set'],
    [{ AWS_ACCESS_KEY_ID: 'ASIAENVEXAMPLE' }, 'AWS_SECRET_ACCESS_KEY is not set'],
    [{ AWS_SECRET_ACCESS_KEY: 'secret-from-env', AWS_SESSION_TOKEN: 'session-from-env' }, 'AWS_ACCESS_KEY_ID is not set'],
  ])('fails with a CredentialsProviderError naming what is missing (%o)', async (present, missing) => {
    stubEnvironment(present);
    const error = await defaultProvider()().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'CredentialsProviderError' });
    expect((error as Error).message).toContain(missing);
    expect((error as Error).stack).toContain(missing);
  });
});

// The contract of every client's runtimeConfig: `credentialDefaultProvider(config)` returns the provider that signs.
describe('a real SDK client given defaultProvider as its credentialDefaultProvider', () => {
  let server: Server;
  let client: S3Client;
  const requests: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end('<ListAllMyBucketsResult><Buckets></Buckets></ListAllMyBucketsResult>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  beforeEach(() => {
    requests.length = 0;
    client = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      forcePathStyle: true,
      maxAttempts: 1,
      credentialDefaultProvider: defaultProvider,
    });
  });
  afterEach(() => client.destroy());
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('signs with the environment’s key and sends its session token', async () => {
    stubEnvironment(lambdaEnvironment);
    await client.send(new ListBucketsCommand({}));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=ASIAENVEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request/);
    expect(requests[0]?.['x-amz-security-token']).toBe('session-from-env');
  });

  it('sends nothing and rejects with the error naming the missing variables', async () => {
    stubEnvironment({ AWS_ACCESS_KEY_ID: 'ASIAENVEXAMPLE' });
    await expect(client.send(new ListBucketsCommand({}))).rejects.toMatchObject({
      name: 'CredentialsProviderError',
      message: expect.stringContaining('AWS_SECRET_ACCESS_KEY is not set'),
    });
    expect(requests).toEqual([]);
  });
});
