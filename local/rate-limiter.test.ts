import { describe, expect, it } from 'vitest';
import { rateLimitRules } from '../infra/edge/rate-limits.ts';
import { createRateLimiter } from './rate-limiter.ts';

const drain = (limiter: ReturnType<typeof createRateLimiter>, path: string, times: number) => {
  for (let i = 0; i < times; i += 1) expect(limiter.check(path, '203.0.113.7'), `${path} #${i + 1}`).toBeUndefined();
};

describe('local rate limiter (WAF’s rules)', () => {
  it('evaluates every rule: /api/chat-lead gets its own limit of 10, not only chat’s 30', () => {
    const limiter = createRateLimiter(rateLimitRules, () => 0);
    drain(limiter, '/api/chat-lead', 10);
    expect(limiter.check('/api/chat-lead', '203.0.113.7')).toBe(300);
  });

  it('counts a handoff against the chat rule too, as WAF does', () => {
    const limiter = createRateLimiter(rateLimitRules, () => 0);
    drain(limiter, '/api/chat-lead', 10);
    drain(limiter, '/api/chat', 20);
    expect(limiter.check('/api/chat', '203.0.113.7')).toBe(300);
  });

  it.each(['/api//newsletter', '/api/./newsletter', '/api/%6eewsletter', '/API/newsletter', '/api/newsletter/'])('counts %s against the newsletter limit', (path) => {
    const limiter = createRateLimiter(rateLimitRules, () => 0);
    drain(limiter, '/api/newsletter', 10);
    expect(limiter.check(path, '203.0.113.7')).toBe(300);
    expect(limiter.check('/api/newsletter', '198.51.100.1')).toBeUndefined();
  });

  it('starts a new window once the old one has passed', () => {
    let now = 0;
    const limiter = createRateLimiter(rateLimitRules, () => now);
    drain(limiter, '/api/contact', 10);
    now = 100_000;
    expect(limiter.check('/api/contact', '203.0.113.7')).toBe(200);
    now = 300_000;
    expect(limiter.check('/api/contact', '203.0.113.7')).toBeUndefined();
  });
});
