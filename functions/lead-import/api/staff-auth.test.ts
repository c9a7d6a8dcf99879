import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { beforeEach, describe, expect, it } from 'vitest';
import { deadlineIn } from '../../shared/deadline.ts';
import type { HttpEvent } from '../../shared/http.ts';
import { clearSecretCache } from '../../shared/secrets.ts';
import { loadSettings } from '../../shared/settings.ts';
import { bearerToken, isStaffToken, staffRefusal } from './staff-auth.ts';

const event = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as unknown as HttpEvent;

describe('staff credential', () => {
  it('reads only a Bearer token', () => {
    expect(bearerToken(event('Bearer abc.def'))).toBe('abc.def');
    expect(bearerToken(event('bearer   abc  '))).toBe('abc');
    expect(bearerToken(event('Basic YWJjOmRlZg=='))).toBeUndefined();
    expect(bearerToken(event('Bearer'))).toBeUndefined();
    expect(bearerToken(event('Bearer a b'))).toBeUndefined();
    expect(bearerToken(event())).toBeUndefined();
  });

  it('admits the configured token only, and nobody when none is configured', () => {
    expect(isStaffToken('s3cret-token', 's3cret-token')).toBe(true);
    expect(isStaffToken('s3cret-tokem', 's3cret-token')).toBe(false);
    expect(isStaffToken('s3cret', 's3cret-token')).toBe(false);
    expect(isStaffToken('s3cret-token-and-more', 's3cret-token')).toBe(false);
    expect(isStaffToken(undefined, 's3cret-token')).toBe(false);
    expect(isStaffToken('anything', undefined)).toBe(false);
    expect(isStaffToken('', '')).toBe(false);
  });
});

describe('staff refusal', () => {
  const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:admin-token';
  const settings = loadSettings({ ADMIN_TOKEN_SECRET_ARN: arn });
  // What the SDK client rejects with: a Secrets Manager error by name.
  const failing = (name: string) => ({ send: () => Promise.reject(Object.assign(new Error(name), { name })) }) as unknown as SecretsManagerClient;
  const answering = (value: string) => ({ send: () => Promise.resolve({ SecretString: value }) }) as unknown as SecretsManagerClient;
  beforeEach(() => clearSecretCache());

  it('lets the configured token through and refuses a wrong one with 401', async () => {
    expect(await staffRefusal(event('Bearer t0ken'), settings, deadlineIn(1_000), answering('t0ken'))).toBeUndefined();
    clearSecretCache();
    expect((await staffRefusal(event('Bearer other'), settings, deadlineIn(1_000), answering('t0ken')))?.statusCode).toBe(401);
  });

  it('answers 503 when the token cannot be read, never a 500', async () => {
    const answer = await staffRefusal(event('Bearer t0ken'), settings, deadlineIn(1_000), failing('InternalServiceError'));
    expect(answer?.statusCode).toBe(503);
    expect(answer?.headers?.['retry-after']).toBe('30');
  });

  it('answers 401 for everyone when the secret is empty or has no value', async () => {
    expect((await staffRefusal(event('Bearer t0ken'), settings, deadlineIn(1_000), failing('ResourceNotFoundException')))?.statusCode).toBe(401);
    clearSecretCache();
    expect((await staffRefusal(event('Bearer  '), settings, deadlineIn(1_000), answering('  ')))?.statusCode).toBe(401);
  });
});
