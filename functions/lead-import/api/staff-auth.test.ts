import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { beforeEach, describe, expect, it } from 'vitest';
import { deadlineIn } from '../../shared/deadline.ts';
import type { FailedAuthLimit } from '../../shared/failed-auth-limit.ts';
import type { HttpEvent } from '../../shared/http.ts';
import { clearSecretCache } from '../../shared/secrets.ts';
import { loadSettings } from '../../shared/settings.ts';
import { bearerToken, isStaffToken, resetStaffAuthLogging, staffRefusal, staffTokenMinLength } from './staff-auth.ts';

const event = (authorization?: string, address = '203.0.113.7') =>
  ({ headers: authorization === undefined ? {} : { authorization }, requestContext: { http: { sourceIp: address } }, routeKey: 'GET /api/admin/csv/files' }) as unknown as HttpEvent;

const token = 'staff-token-0123456789abcdefghijkl';

/** Counts in memory, as the S3 store does across containers (its own test: functions/shared/failed-auth-limit.test.ts). */
function memoryLimit(allowed = 5): FailedAuthLimit & { failures: Map<string, number> } {
  const failures = new Map<string, number>();
  return {
    failures,
    blockedFor: (address) => Promise.resolve((failures.get(address) ?? 0) > allowed ? 900 : undefined),
    recordFailure: (address) => {
      failures.set(address, (failures.get(address) ?? 0) + 1);
      return Promise.resolve((failures.get(address) ?? 0) > allowed ? 900 : undefined);
    },
  };
}

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
    expect(isStaffToken(token, token)).toBe(true);
    expect(isStaffToken(`${token.slice(0, -1)}m`, token)).toBe(false);
    expect(isStaffToken(token.slice(0, 10), token)).toBe(false);
    expect(isStaffToken(`${token}-and-more`, token)).toBe(false);
    expect(isStaffToken(undefined, token)).toBe(false);
    expect(isStaffToken('anything', undefined)).toBe(false);
    expect(isStaffToken('', '')).toBe(false);
  });

  it(`admits nobody with a token under ${staffTokenMinLength} characters, even the matching one (staff access off, as locally)`, () => {
    const short = 'x'.repeat(staffTokenMinLength - 1);
    expect(isStaffToken(short, short)).toBe(false);
    expect(isStaffToken('x'.repeat(staffTokenMinLength), 'x'.repeat(staffTokenMinLength))).toBe(true);
  });
});

describe('staff refusal', () => {
  const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:admin-token';
  const settings = loadSettings({ ADMIN_TOKEN_SECRET_ARN: arn });
  // What the SDK client rejects with: a Secrets Manager error by name.
  const failing = (name: string) => ({ send: () => Promise.reject(Object.assign(new Error(name), { name })) }) as unknown as SecretsManagerClient;
  const answering = (value: string) => ({ send: () => Promise.resolve({ SecretString: value }) }) as unknown as SecretsManagerClient;
  beforeEach(() => {
    clearSecretCache();
    resetStaffAuthLogging();
  });

  it('lets the configured token through and refuses a wrong one with 401', async () => {
    expect(await staffRefusal(event(`Bearer ${token}`), settings, deadlineIn(1_000), answering(token), memoryLimit())).toBeUndefined();
    clearSecretCache();
    expect((await staffRefusal(event('Bearer other'), settings, deadlineIn(1_000), answering(token), memoryLimit()))?.statusCode).toBe(401);
  });

  it('answers 503 when the token cannot be read, never a 500', async () => {
    const answer = await staffRefusal(event(`Bearer ${token}`), settings, deadlineIn(1_000), failing('InternalServiceError'), memoryLimit());
    expect(answer?.statusCode).toBe(503);
    expect(answer?.headers?.['retry-after']).toBe('30');
  });

  it('answers 401 for everyone when the secret is empty, has no value, or is too short', async () => {
    expect((await staffRefusal(event(`Bearer ${token}`), settings, deadlineIn(1_000), failing('ResourceNotFoundException'), memoryLimit()))?.statusCode).toBe(401);
    clearSecretCache();
    expect((await staffRefusal(event('Bearer  '), settings, deadlineIn(1_000), answering('  '), memoryLimit()))?.statusCode).toBe(401);
    clearSecretCache();
    const short = 'short-but-matching-token';
    expect((await staffRefusal(event(`Bearer ${short}`), settings, deadlineIn(1_000), answering(short), memoryLimit()))?.statusCode).toBe(401);
  });

  it('counts failures per address: after a few, 429 with Retry-After for that address only, the right token included', async () => {
    const limit = memoryLimit();
    const secret = answering(token);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await staffRefusal(event('Bearer wrong-guess'), settings, deadlineIn(1_000), secret, limit))?.statusCode ?? 200);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const blocked = await staffRefusal(event(`Bearer ${token}`), settings, deadlineIn(1_000), secret, limit);
    expect(blocked?.statusCode).toBe(429);
    expect(blocked?.headers?.['retry-after']).toBe('900');
    expect(await staffRefusal(event(`Bearer ${token}`, '198.51.100.9'), settings, deadlineIn(1_000), secret, limit)).toBeUndefined();
  });

  it('never limits a signed-in page polling once a second', async () => {
    const limit = memoryLimit();
    for (let i = 0; i < 600; i += 1) expect(await staffRefusal(event(`Bearer ${token}`), settings, deadlineIn(1_000), answering(token), limit)).toBeUndefined();
    expect(limit.failures.size).toBe(0);
  });

  it('still checks the token when the failure count cannot be read (a brake, not the lock)', async () => {
    const broken: FailedAuthLimit = { blockedFor: () => Promise.reject(new Error('S3 down')), recordFailure: () => Promise.reject(new Error('S3 down')) };
    expect(await staffRefusal(event(`Bearer ${token}`), settings, deadlineIn(1_000), answering(token), broken)).toBeUndefined();
    expect((await staffRefusal(event('Bearer wrong'), settings, deadlineIn(1_000), answering(token), broken))?.statusCode).toBe(401);
  });
});
