import { describe, expect, it } from 'vitest';
import { fieldErrors } from './api-error.ts';
import { newsletterRequestSchema, newsletterSignupSchema } from './newsletter.ts';

function errors(input: unknown): Record<string, string> {
  const result = newsletterRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('newsletter contract', () => {
  it('accepts a valid address, trimmed', () => {
    expect(newsletterSignupSchema.parse({ email: ' reader@example.com ' })).toEqual({ email: 'reader@example.com' });
    expect(errors({ email: 'reader@example.com', idempotencyKey: crypto.randomUUID() })).toEqual({});
  });

  it.each([undefined, '', 'reader', 'reader@', 'reader@example', 'a@b.io\r\nBcc: c@d.io', 42])('refuses %j with the contact form message', (email) => {
    expect(errors({ email }).email).toBe('Please enter a valid email address');
  });

  it('refuses unknown keys and a non-UUID idempotency key', () => {
    expect(errors({ email: 'reader@example.com', name: 'x' })).toHaveProperty('_');
    expect(errors({ email: 'reader@example.com', idempotencyKey: 'abc' }).idempotencyKey).toBe('Idempotency key must be a UUID');
  });
});
