import { describe, expect, it } from 'vitest';
import { createBaseRateLimiter } from './rate-limit.ts';

describe('createBaseRateLimiter', () => {
  it('allows n requests in any rolling second, then refuses the base for the whole penalty', () => {
    let now = 10_000;
    const limiter = createBaseRateLimiter({ requestsPerSecond: 5, penaltyMs: 30_000 }, () => now);
    const burst = (n: number) => Array.from({ length: n }, () => limiter.allow('appA'));

    expect(burst(5)).toEqual([true, true, true, true, true]);
    now += 999;
    expect(limiter.allow('appA')).toBe(false); // sixth inside the same rolling second
    expect(limiter.allow('appB')).toBe(true); // other bases are not affected
    now += 1_500;
    expect(limiter.allow('appA')).toBe(false); // a quiet second later, still inside the penalty
    now = 10_999 + 30_000;
    expect(limiter.allow('appA')).toBe(true);
  });

  it('counts a rolling window, not fixed seconds', () => {
    let now = 0;
    const limiter = createBaseRateLimiter({ requestsPerSecond: 2, penaltyMs: 100 }, () => now);
    now = 900;
    expect([limiter.allow('app'), limiter.allow('app')]).toEqual([true, true]);
    now = 1_100; // a new calendar second, but both earlier requests are within the last 1000 ms
    expect(limiter.allow('app')).toBe(false);
  });

  it('does not extend the penalty for requests refused during it', () => {
    let now = 0;
    const limiter = createBaseRateLimiter({ requestsPerSecond: 1, penaltyMs: 1_000 }, () => now);
    limiter.allow('app');
    expect(limiter.allow('app')).toBe(false);
    for (now = 100; now < 1_000; now += 100) expect(limiter.allow('app')).toBe(false);
    now = 1_000;
    expect(limiter.allow('app')).toBe(true);
  });
});
