import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSecretCache, secretTtlMs, secretValue } from './secrets.ts';
import { settingsSchema } from './settings.ts';

// A local stand-in for the Secrets Manager JSON API, so the real SDK client runs against it.
let server: Server;
let client: SecretsManagerClient;
const calls: { target: string | undefined; secretId: string }[] = [];
let failNext: 'not-found' | 'error' | undefined;
let value = ' sk-from-secret \n';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { SecretId } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { SecretId: string };
      calls.push({ target: req.headers['x-amz-target'] as string | undefined, secretId: SecretId });
      const fail = failNext;
      failNext = undefined;
      if (fail === 'not-found') {
        // What Secrets Manager answers for a secret created without a value (no AWSCURRENT version).
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret value for staging label: AWSCURRENT" }));
        return;
      }
      if (fail === 'error') {
        res.writeHead(500, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ __type: 'InternalServiceError', message: 'boom' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify({ ARN: SecretId, Name: 'openai', SecretString: value }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new SecretsManagerClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  client.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  calls.length = 0;
  value = ' sk-from-secret \n';
  clearSecretCache();
});
afterEach(() => {
  vi.useRealTimers();
});

const arn = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:openai-AbCdEf';

describe('secretValue', () => {
  it('prefers the plain setting and never calls Secrets Manager then', async () => {
    const settings = settingsSchema.parse({ OPENAI_API_KEY: 'sk-direct', OPENAI_API_KEY_SECRET_ARN: arn });
    await expect(secretValue(settings, 'OPENAI_API_KEY', client)).resolves.toBe('sk-direct');
    expect(calls).toEqual([]);
  });

  it('is undefined when neither the value nor an ARN is set', async () => {
    await expect(secretValue(settingsSchema.parse({}), 'OPENAI_API_KEY', client)).resolves.toBeUndefined();
  });

  it('fetches the secret by ARN once per TTL and trims it', async () => {
    const settings = settingsSchema.parse({ OPENAI_API_KEY_SECRET_ARN: arn });
    await expect(secretValue(settings, 'OPENAI_API_KEY', client)).resolves.toBe('sk-from-secret');
    await expect(secretValue(settings, 'OPENAI_API_KEY', client)).resolves.toBe('sk-from-secret');
    expect(calls).toEqual([{ target: 'secretsmanager.GetSecretValue', secretId: arn }]);
  });

  it('treats a secret without a value (ResourceNotFoundException) or an empty one as not set', async () => {
    const settings = settingsSchema.parse({ ADMIN_TOKEN_SECRET_ARN: arn });
    failNext = 'not-found';
    await expect(secretValue(settings, 'ADMIN_TOKEN', client)).resolves.toBeUndefined();
    clearSecretCache();
    value = '  \n';
    await expect(secretValue(settings, 'ADMIN_TOKEN', client)).resolves.toBeUndefined();
  });

  it('picks up a rotated value after the TTL, without a new container', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const settings = settingsSchema.parse({ ORIGIN_SECRET_ARN: arn });
    await expect(secretValue(settings, 'ORIGIN_SECRET', client)).resolves.toBe('sk-from-secret');
    value = 'rotated';
    vi.setSystemTime(Date.now() + secretTtlMs - 1000);
    await expect(secretValue(settings, 'ORIGIN_SECRET', client)).resolves.toBe('sk-from-secret');
    vi.setSystemTime(Date.now() + 2000);
    await expect(secretValue(settings, 'ORIGIN_SECRET', client)).resolves.toBe('rotated');
  });

  it('keeps the last value when a refresh fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const settings = settingsSchema.parse({ OPENAI_API_KEY_SECRET_ARN: arn });
    await expect(secretValue(settings, 'OPENAI_API_KEY', client)).resolves.toBe('sk-from-secret');
    vi.setSystemTime(Date.now() + secretTtlMs + 1000);
    failNext = 'error';
    await expect(secretValue(settings, 'OPENAI_API_KEY', client)).resolves.toBe('sk-from-secret');
  });

  it('throws when no value was ever read and the read fails, and tries again next time', async () => {
    const settings = settingsSchema.parse({ ADMIN_TOKEN_SECRET_ARN: arn });
    failNext = 'error';
    await expect(secretValue(settings, 'ADMIN_TOKEN', client)).rejects.toThrow();
    await expect(secretValue(settings, 'ADMIN_TOKEN', client)).resolves.toBe('sk-from-secret');
    expect(calls).toHaveLength(2);
  });
});
