import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contracts/api-error.ts';
import { monthlyRevenueChoices } from '../../contracts/contact-choices.ts';
import { contactLimits, contactRequestSchema } from '../../contracts/contact.ts';
import { newsletterRequestSchema } from '../../contracts/newsletter.ts';
import { apiEvent, useContactHandler } from './test-services.ts';

// The handler reads its settings once, exactly as it reads the stack's settings in AWS.
const { services, handler } = useContactHandler();

const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  email: 'ada@engines.example',
  website: 'engines.example',
  monthlyRevenue: '$20k-$50k',
  message: 'Hello',
};

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }));
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A valid submission with exactly one field made invalid; the answer must name that field. */
const mutatedContact = fc
  .oneof(
    fc.record({ field: fc.constantFrom('firstName', 'lastName', 'company'), value: fc.oneof(wrongType, fc.string({ maxLength: 1 }), fc.string({ minLength: 201, maxLength: 400 }), fc.tuple(fc.string({ minLength: 2, maxLength: 5 }), controlChar).map(([a, c]) => `${a}${c}x`)) }),
    fc.record({ field: fc.constant('email'), value: fc.oneof(wrongType, fc.string({ maxLength: 30 }).filter((s) => !s.includes('@') || !s.includes('.')), fc.constant('ada@engines.example\r\nBcc: all@x.example'), fc.constant(`${'a'.repeat(250)}@x.io`)) }),
    fc.record({ field: fc.constant('website'), value: fc.oneof(wrongType, fc.constant(''), fc.string({ maxLength: 20 }).filter((s) => !s.includes('.')), fc.constant('javascript:alert(1)'), fc.constant(`engines.example/${'p'.repeat(600)}`), controlChar.map((c) => `engines.example/${c}`)) }),
    fc.record({ field: fc.constant('monthlyRevenue'), value: fc.oneof(wrongType, fc.string().filter((s) => !(monthlyRevenueChoices as readonly string[]).includes(s))) }),
    fc.record({ field: fc.constant('message'), value: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant('m'.repeat(contactLimits.messageMax + 1)), fc.constantFrom('\u0000', '\u0007', '\u001b[31m').map((c) => `hi ${c}`)) }),
    fc.record({ field: fc.constant('idempotencyKey'), value: fc.oneof(wrongType, fc.string({ maxLength: 40 })) }),
    fc.record({ field: fc.constant('honeypot'), value: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string({ minLength: 501, maxLength: 600 })) }),
  )
  .map(({ field, value }) => ({ field: field as string, body: JSON.stringify({ ...validContact, [field]: value }) }));

const unknownKey = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((key) => !(key in contactRequestSchema.shape) && key !== '__proto__')
  .map((key) => ({ field: '_', body: JSON.stringify({ ...validContact, [key]: 'x' }) }));

const missingField = fc.subarray(['firstName', 'lastName', 'company', 'email', 'website'], { minLength: 1 }).map((missing) => {
  const body: Record<string, unknown> = { ...validContact };
  for (const key of missing) delete body[key];
  return { field: missing[0] as string, body: JSON.stringify(body) };
});

type BadRequest = { body: string; field?: string; contentType?: string; isBase64Encoded?: boolean };

const badContactRequest: fc.Arbitrary<BadRequest> = fc.oneof(
  { weight: 5, arbitrary: mutatedContact },
  { weight: 1, arbitrary: unknownKey },
  { weight: 1, arbitrary: missingField },
  // Malformed JSON and arbitrary text.
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }).map((body) => ({ body })) },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"firstName":', '[1,2', 'null', 'true', '"text"', '{"a":1}}').map((body) => ({ body })) },
  // Any JSON at all that is not a valid submission.
  { weight: 2, arbitrary: anyJson.filter((json) => !contactRequestSchema.safeParse(json).success).map((json) => ({ body: JSON.stringify(json) })) },
  // Over the body limit, however valid the JSON.
  { weight: 1, arbitrary: fc.integer({ min: contactLimits.bodyMaxBytes, max: 64 * 1024 }).map((size) => ({ body: JSON.stringify({ ...validContact, message: 'é'.repeat(size / 2) }) })) },
  // A valid body sent as something other than JSON.
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data').map((contentType) => ({ body: JSON.stringify(validContact), contentType })) },
  // Binary bodies (API Gateway hands them over base64-encoded).
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ body: Buffer.from(bytes).toString('base64'), isBase64Encoded: true, contentType: 'application/octet-stream' })) },
);

const badNewsletterRequest: fc.Arbitrary<BadRequest> = fc.oneof(
  fc.oneof(wrongType, fc.string({ maxLength: 30 }).filter((s) => !s.includes('@')), fc.constant('a@b.io\nBcc: c@d.io')).map((email) => ({ field: 'email', body: JSON.stringify({ email }) })),
  fc.string({ maxLength: 100 }).map((body) => ({ body })),
  anyJson.filter((json) => !newsletterRequestSchema.safeParse(json).success).map((json) => ({ body: JSON.stringify(json) })),
  fc.constant({ body: JSON.stringify({ email: 'a@b.io', extra: 1 }), field: '_' }),
  fc.constant({ body: JSON.stringify({ email: `${'a'.repeat(3000)}@b.io` }) }),
);

async function expectRefused(path: string, request: BadRequest): Promise<void> {
  const result = await handler(apiEvent({ path, body: request.body, contentType: request.contentType ?? 'application/json', isBase64Encoded: request.isBase64Encoded }));
  expect(result.statusCode).toBeGreaterThanOrEqual(400);
  expect(result.statusCode).toBeLessThan(500);
  expect(result.headers?.['content-type']).toContain('application/json');
  const body = apiErrorSchema.parse(JSON.parse(result.body ?? ''));
  if (request.field) expect(body.fields?.[request.field]).toBeTruthy();
}

describe('lead capture handler refuses bad input (property)', () => {
  it('answers every bad contact body with a 4xx JSON error naming the field, sending and storing nothing', async () => {
    await fc.assert(fc.asyncProperty(badContactRequest, (request) => expectRefused('/api/contact', request)), { numRuns: 3000 });
    expect(await services().emails()).toEqual([]);
    expect(await services().keys()).toEqual([]);
  });

  it('answers every bad newsletter body with a 4xx JSON error, storing nothing', async () => {
    await fc.assert(fc.asyncProperty(badNewsletterRequest, (request) => expectRefused('/api/newsletter', request)), { numRuns: 1000 });
    expect(await services().keys()).toEqual([]);
  });

  it('answers a filled honeypot like a success, keeping it under suspect/ and sending nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 500 }).filter((s) => s.trim() !== ''), async (honeypot) => {
        const result = await handler(apiEvent({ path: '/api/contact', body: JSON.stringify({ ...validContact, honeypot }), contentType: 'application/json' }));
        expect(result.statusCode).toBe(202);
        expect(JSON.parse(result.body ?? '')).toEqual({ accepted: true });
      }),
      { numRuns: 200 },
    );
    expect(await services().emails()).toEqual([]);
    expect((await services().keys()).every((key) => key.startsWith('contact/suspect/'))).toBe(true);
    await services().clearBucket();
  });

  // Guards the properties above against passing vacuously: with the same setup a good body is stored and sent.
  it('accepts a valid body with 202, stores it and emails it', async () => {
    const idempotencyKey = crypto.randomUUID();
    const result = await handler(apiEvent({ path: '/api/contact', body: JSON.stringify({ ...validContact, idempotencyKey }), contentType: 'application/json' }));
    expect(result.statusCode).toBe(202);
    expect(await services().keys()).toEqual([`contact/delivered/${idempotencyKey}.json`]);
    expect(await services().emails()).toHaveLength(1);
  });
});
