import { describe, expect, it } from 'vitest';
import type { HttpEvent } from '../../shared/http.ts';
import { bearerToken, isStaffToken } from './staff-auth.ts';

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
