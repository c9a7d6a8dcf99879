import { describe, expect, it } from 'vitest';
import { fieldErrors } from './api-error.ts';
import { monthlyRevenueChoices } from './contact-choices.ts';
import { contactLimits, contactRequestSchema, contactSubmissionSchema } from './contact.ts';

const valid = { firstName: 'Jo', lastName: 'Li', company: 'Ac', email: 'jo@acme.io', website: 'acme.io' };

function errorsFor(input: unknown, schema: typeof contactSubmissionSchema | typeof contactRequestSchema = contactSubmissionSchema) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contactSubmissionSchema (spec section 5)', () => {
  it('accepts the shortest valid submission and trims text', () => {
    expect(contactSubmissionSchema.parse({ ...valid, firstName: '  Jo  ' })).toEqual({ ...valid });
  });

  it('gives every required field its spec message when the body is empty', () => {
    expect(errorsFor({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      company: 'Company name is required',
      email: 'Please enter a valid email address',
      website: 'Website is required',
    });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['company', 'Company name is required'],
  ] as const)('%s needs at least 2 characters after trimming', (field, message) => {
    expect(errorsFor({ ...valid, [field]: 'A' })[field]).toBe(message);
    expect(errorsFor({ ...valid, [field]: ' A ' })[field]).toBe(message);
    expect(errorsFor({ ...valid, [field]: '' })[field]).toBe(message);
    expect(errorsFor({ ...valid, [field]: 'AB' })[field]).toBeUndefined();
  });

  it('names and company stop at their maximum length', () => {
    expect(errorsFor({ ...valid, firstName: 'a'.repeat(contactLimits.nameMax) }).firstName).toBeUndefined();
    expect(errorsFor({ ...valid, firstName: 'a'.repeat(contactLimits.nameMax + 1) }).firstName).toBe('First name must be at most 100 characters');
    expect(errorsFor({ ...valid, lastName: 'a'.repeat(contactLimits.nameMax + 1) }).lastName).toBe('Last name must be at most 100 characters');
    expect(errorsFor({ ...valid, company: 'a'.repeat(contactLimits.companyMax) }).company).toBeUndefined();
    expect(errorsFor({ ...valid, company: 'a'.repeat(contactLimits.companyMax + 1) }).company).toBe('Company name must be at most 200 characters');
  });

  it.each(['a@b.co', 'first.last+tag@sub.example.com', ' jo@acme.io '])('email %j is valid', (email) => {
    expect(errorsFor({ ...valid, email }).email).toBeUndefined();
  });

  it.each(['', 'jo', 'jo@', '@acme.io', 'jo@acme', 'jo acme@x.io', 'jo@@acme.io', 'jo@acme.io\r\nBcc: x@y.io'])('email %j gets the spec message', (email) => {
    expect(errorsFor({ ...valid, email }).email).toBe('Please enter a valid email address');
  });

  it('email stops at 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.io`;
    expect(at254).toHaveLength(254);
    expect(errorsFor({ ...valid, email: at254 }).email).toBeUndefined();
    expect(errorsFor({ ...valid, email: `a${at254}` }).email).toBe('Email must be at most 254 characters');
  });

  it('website needs at least 1 character', () => {
    expect(errorsFor({ ...valid, website: '' }).website).toBe('Website is required');
    expect(errorsFor({ ...valid, website: '   ' }).website).toBe('Website is required');
  });

  it.each(['acme.io', 'www.acme.io', 'http://acme.io', 'https://acme.io/', 'https://sub.acme.co.uk/path?q=1#x', 'ACME.IO', 'acme.io:8080/x'])(
    'website %j matches the URL pattern',
    (website) => {
      expect(errorsFor({ ...valid, website }).website).toBeUndefined();
    },
  );

  it.each(['a', 'acme', 'ftp://acme.io', 'http://', 'https://acme', 'acme.i', 'acme .io', 'http//acme.io', '-acme.io', 'acme.io/a b'])(
    'website %j gets the URL message',
    (website) => {
      expect(errorsFor({ ...valid, website }).website).toBe('Please enter a valid website URL');
    },
  );

  it('website stops at its maximum length', () => {
    const at = `acme.io/${'p'.repeat(contactLimits.websiteMax - 8)}`;
    expect(errorsFor({ ...valid, website: at }).website).toBeUndefined();
    expect(errorsFor({ ...valid, website: `${at}p` }).website).toBe('Website must be at most 500 characters');
  });

  it('monthly revenue is optional and one of the five choices', () => {
    expect(monthlyRevenueChoices).toEqual(['$0-$20k', '$20k-$50k', '$50k-$100k', '$100k-$250k', '$250k+']);
    for (const monthlyRevenue of monthlyRevenueChoices) expect(errorsFor({ ...valid, monthlyRevenue })).toEqual({});
    expect(errorsFor({ ...valid, monthlyRevenue: undefined })).toEqual({});
    for (const monthlyRevenue of ['', '$1m+', '$0-$20K', null, 3]) {
      expect(errorsFor({ ...valid, monthlyRevenue }).monthlyRevenue).toBe('Please choose one of the listed revenue ranges');
    }
  });

  it('message is optional free text with line breaks, up to its maximum', () => {
    expect(errorsFor({ ...valid, message: '' })).toEqual({});
    expect(errorsFor({ ...valid, message: 'Line one\r\nLine two\n\tindented' })).toEqual({});
    expect(errorsFor({ ...valid, message: 'm'.repeat(contactLimits.messageMax) })).toEqual({});
    expect(errorsFor({ ...valid, message: 'm'.repeat(contactLimits.messageMax + 1) }).message).toBe('Message must be at most 4000 characters');
    expect(errorsFor({ ...valid, message: 'bell\u0007' }).message).toBe('Message contains characters that are not allowed');
    expect(errorsFor({ ...valid, message: 42 }).message).toBe('Message must be text');
  });

  it.each(['\r', '\n', '\u0000', '\u001b', '\u007f', '\u0085', '\u2028'])('single-line fields refuse control character %j', (char) => {
    const errors = errorsFor({ ...valid, firstName: `Jo${char}Bcc`, company: `Ac${char}me`, website: `acme.io/${char}` });
    expect(errors.firstName).toBe('Must be a single line of text');
    expect(errors.company).toBe('Must be a single line of text');
    expect(errors.website).toBe('Must be a single line of text');
  });

  it('wrong types get the field message, not a crash', () => {
    expect(errorsFor({ firstName: 1, lastName: [], company: {}, email: true, website: null })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      company: 'Company name is required',
      email: 'Please enter a valid email address',
      website: 'Website is required',
    });
  });
});

describe('contactRequestSchema (the API body)', () => {
  it('accepts an optional UUID idempotency key and an optional honeypot', () => {
    expect(contactRequestSchema.safeParse({ ...valid, idempotencyKey: crypto.randomUUID(), honeypot: '' }).success).toBe(true);
    expect(errorsFor({ ...valid, idempotencyKey: 'retry-1' }, contactRequestSchema).idempotencyKey).toBe('Idempotency key must be a UUID');
    expect(errorsFor({ ...valid, honeypot: 5 }, contactRequestSchema).honeypot).toBe('Invalid field');
  });

  it('refuses unknown keys and non-objects', () => {
    expect(errorsFor({ ...valid, isAdmin: true }, contactRequestSchema)).toHaveProperty('_');
    for (const body of [null, [], 'text', 1, undefined]) expect(contactRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('invisible formatting characters and Unicode form', () => {
  it.each([
    ['firstName', 'Jo\u202eLi', 'First name'],
    ['lastName', 'Li\u200b', 'Last name'],
    ['company', '\u2066Acme\u2069', 'Company name'],
    ['email', 'jo\u200d@acme.io', 'Email'],
    ['website', 'acme\u00ad.io', 'Website'],
    ['message', 'Hello\ufeff', 'Message'],
  ])('refuses a Cf character in %s with a message naming the field', (field, value, label) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toBe(`${label} contains invisible formatting characters (such as bidi or zero-width marks)`);
  });

  it('stores text in NFC, however it was composed', () => {
    const parsed = contactSubmissionSchema.parse({ ...valid, firstName: 'Jose\u0301', message: 'Cafe\u0301' });
    expect(parsed.firstName).toBe('Jos\u00e9');
    expect(parsed.message).toBe('Caf\u00e9');
  });
});
