// zod/mini: the browser's forms load this; classic zod's chained API cost them ~25 KB gzip and its evaluation at start (#22).
import * as z from 'zod/mini';
import { lazyAttributionRequestField } from './attribution-schema.ts';
import { monthlyRevenueChoices } from './contact-choices.ts';
import { once } from './lazy-schema.ts';
import { ensureEnglishMessages } from './zod-english.ts';

ensureEnglishMessages();

/**
 * Limits the spec leaves open (docs/decisions.md, "Contact limits"). Together they keep the largest valid body
 * (3-byte UTF-8 everywhere) under the 16 KiB the function reads.
 */
export const contactLimits = {
  nameMax: 100,
  companyMax: 200,
  emailMax: 254,
  websiteMax: 500,
  messageMax: 4000,
  /** The form's fields (16 KiB) plus room for the `attribution` object, whose values the browser caps itself. */
  bodyMaxBytes: 24 * 1024,
} as const;

// Optional scheme, a dotted host, optional port and path (spec section 5).
const websitePattern = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?(\/\S*)?$/i;

// Single-line fields end up in mail headers (subject, Reply-To): no control characters at all, no line separators.
// eslint-disable-next-line no-control-regex
const singleLineForbidden = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Free text keeps tabs and line breaks only.
// eslint-disable-next-line no-control-regex
const multiLineForbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const singleLineMessage = 'Must be a single line of text';

// Unicode format characters (category Cf: bidi overrides, zero-width spaces and joiners, soft hyphens) are invisible:
// they disguise names and addresses in the sales inbox and in Airtable, so they are refused, naming the field.
const formatCharacters = /\p{Cf}/u;
const invisibleMessage = (label: string) => `${label} contains invisible formatting characters (such as bidi or zero-width marks)`;
/** Text is compared and stored in one Unicode form (NFC), whichever way the visitor's keyboard composed it. */
const nfc = (value: string) => value.normalize('NFC');

/** A required single-line text: the spec's message when missing, empty or too short. */
function requiredLine(message: string, min: number, max: number, label: string) {
  // The checks run in this order, so the first failing one gives the field its message.
  return z.string({ error: message }).check(
    z.refine((value) => !singleLineForbidden.test(value), singleLineMessage),
    z.refine((value) => !formatCharacters.test(value), invisibleMessage(label)),
    z.overwrite(nfc),
    z.trim(),
    z.minLength(min, message),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

/** The email rule, shared by the newsletter and the chat handoff, which need it without the rest of the form. */
export const lazyContactEmailSchema = once(() =>
  z.pipe(
    z.string({ error: 'Please enter a valid email address' }).check(
      z.refine((value) => !formatCharacters.test(value), invisibleMessage('Email')),
      z.overwrite(nfc),
      z.trim(),
      z.maxLength(contactLimits.emailMax, `Email must be at most ${contactLimits.emailMax} characters`),
    ),
    z.email('Please enter a valid email address'),
  ),
);

/**
 * The contact form's fields with the spec's rules and messages plus our limits; the form and the function both use it.
 * Built on first use (contracts/lazy-schema.ts): the browser form calls this on its first validation.
 */
export const lazyContactSubmissionSchema = once(() =>
  z.object({
  firstName: requiredLine('First name is required', 2, contactLimits.nameMax, 'First name'),
  lastName: requiredLine('Last name is required', 2, contactLimits.nameMax, 'Last name'),
  company: requiredLine('Company name is required', 2, contactLimits.companyMax, 'Company name'),
  email: lazyContactEmailSchema(),
  website: z.string({ error: 'Website is required' }).check(
    z.refine((value) => !singleLineForbidden.test(value), singleLineMessage),
    z.refine((value) => !formatCharacters.test(value), invisibleMessage('Website')),
    z.overwrite(nfc),
    z.trim(),
    z.minLength(1, 'Website is required'),
    z.maxLength(contactLimits.websiteMax, `Website must be at most ${contactLimits.websiteMax} characters`),
    z.regex(websitePattern, 'Please enter a valid website URL'),
  ),
  monthlyRevenue: z.optional(z.enum(monthlyRevenueChoices, { error: 'Please choose one of the listed revenue ranges' })),
  message: z.optional(
    z.string({ error: 'Message must be text' }).check(
      z.refine((value) => !multiLineForbidden.test(value), 'Message contains characters that are not allowed'),
      z.refine((value) => !formatCharacters.test(value), invisibleMessage('Message')),
      z.overwrite(nfc),
      z.maxLength(contactLimits.messageMax, `Message must be at most ${contactLimits.messageMax} characters`),
    ),
  ),
  }),
);
export const contactSubmissionSchema = /* @__PURE__ */ lazyContactSubmissionSchema();
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
/** What the form holds while the visitor types (before trimming). */
export type ContactFormValues = z.input<typeof contactSubmissionSchema>;

/** A client-chosen key so a retried submit of the same filled form is delivered once. */
export const lazyIdempotencyKeySchema = once(() => z.uuid('Idempotency key must be a UUID'));
export const idempotencyKeySchema = /* @__PURE__ */ lazyIdempotencyKeySchema();

/**
 * Bots fill every field they find; people never see this one. Any non-empty value makes the submission succeed
 * silently without being stored or sent.
 */
export const lazyHoneypotSchema = once(() => z.optional(z.string('Invalid field').check(z.maxLength(500, 'Invalid field'))));
export const honeypotSchema = /* @__PURE__ */ lazyHoneypotSchema();

/** The `POST /api/contact` body: the form's fields plus the delivery metadata. Unknown keys are refused. */
export const lazyContactRequestSchema = once(() =>
  z.strictObject({
    ...lazyContactSubmissionSchema().shape,
    idempotencyKey: z.optional(lazyIdempotencyKeySchema()),
    honeypot: lazyHoneypotSchema(),
    /** Where the visitor came from (contracts/attribution.ts); read leniently by the function, never a reason to refuse. */
    attribution: lazyAttributionRequestField(),
  }),
);
export const contactRequestSchema = /* @__PURE__ */ lazyContactRequestSchema();
export type ContactRequest = z.infer<typeof contactRequestSchema>;
/** What a client sends (before the server trims it). */
export type ContactRequestBody = z.input<typeof contactRequestSchema>;

/** The answer to an accepted lead (contact or newsletter); a honeypot hit gets the very same answer. */
export const lazyLeadAcceptedSchema = once(() => z.object({ accepted: z.literal(true) }));
export const leadAcceptedSchema = /* @__PURE__ */ lazyLeadAcceptedSchema();
export type LeadAccepted = z.infer<typeof leadAcceptedSchema>;
