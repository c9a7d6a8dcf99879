import { readdirSync, readFileSync } from 'node:fs';
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

// The bundler keeps an eager export (`contactSubmissionSchema = lazyContactSubmissionSchema()`) as soon as any browser module
// reads it, and the schema is built again when the shared chunk loads. Browser code names builders, constants and types only.
describe('the browser never reads an eager lead contract', () => {
  const root = new URL('../', import.meta.url);
  const browserFiles = [
    ...readdirSync(new URL('frontend/src/', root), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => `frontend/src/${file}`),
    'contracts/chat-lead.ts',
  ];
  const imports = /import \{([^}]*)\} from '[./]*(?:contracts\/)?(contact|newsletter|attribution-schema)\.ts'/g;
  // leadAcceptedSchema ({ accepted: true }) is a few clones; the chat's send-chat-lead still reads it eagerly.
  const allowed = /^(type |lazy)|^(contactLimits|newsletterBodyMaxBytes|leadAcceptedSchema)$/;

  it('frontend/src and contracts/chat-lead.ts import builders, constants and types only', () => {
    const eager = browserFiles.flatMap((file) => {
      const source = readFileSync(new URL(file, root), 'utf8');
      const names = [...source.matchAll(imports)].flatMap((match) => match[1]!.split(',').map((name) => name.trim()).filter(Boolean));
      return names.filter((name) => !allowed.test(name)).map((name) => `${file}: ${name}`);
    });
    expect(browserFiles.length).toBeGreaterThan(50);
    expect(eager).toEqual([]);
  });
});
