import { describe, expect, it } from 'vitest';
import { contactRequestSchema, contactSubmissionSchema, lazyContactRequestSchema, lazyContactSubmissionSchema } from './contact.ts';
import { once, validateLazily } from './lazy-schema.ts';
import { lazyNewsletterRequestSchema, newsletterRequestSchema } from './newsletter.ts';

describe('contracts built on first use', () => {
  it('builds once and hands the functions and the forms the very same schema', () => {
    expect(lazyContactSubmissionSchema()).toBe(contactSubmissionSchema);
    expect(lazyContactRequestSchema()).toBe(contactRequestSchema);
    expect(lazyNewsletterRequestSchema()).toBe(newsletterRequestSchema);
  });

  it('runs a builder only when first asked, then never again', () => {
    let builds = 0;
    const get = once(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    expect(get()).toBe(get());
    expect(builds).toBe(1);
  });

  it('a lazy validator is a Standard Schema that builds on its first validation and answers as the schema does', () => {
    let builds = 0;
    const validator = validateLazily(() => (builds++, contactSubmissionSchema.shape.email));
    expect('~standard' in validator).toBe(true);
    expect(builds).toBe(0);
    for (const value of ['', 'jo@acme', ' jo@acme.io ', 'a@b.io\r\nBcc: c@d.io']) {
      expect(validator['~standard'].validate(value)).toEqual(contactSubmissionSchema.shape.email['~standard'].validate(value));
    }
    expect(builds).toBeGreaterThan(0);
  });
});
