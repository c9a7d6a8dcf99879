// zod/mini: the blog's signup loads this in the browser, which no longer evaluates classic zod at start (#22).
import * as z from 'zod/mini';
import { lazyAttributionRequestField } from './attribution-schema.ts';
import { lazyContactEmailSchema, lazyHoneypotSchema, lazyIdempotencyKeySchema } from './contact.ts';
import { once } from './lazy-schema.ts';

/** The blog's newsletter signup: one email, with the contact form's email rule and message. Built on first use. */
export const lazyNewsletterSignupSchema = once(() => z.object({ email: lazyContactEmailSchema() }));
export const newsletterSignupSchema = /* @__PURE__ */ lazyNewsletterSignupSchema();
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
export type NewsletterFormValues = z.input<typeof newsletterSignupSchema>;

/** The `POST /api/newsletter` body; unknown keys are refused. The answer is contracts/contact.ts leadAcceptedSchema. */
export const lazyNewsletterRequestSchema = once(() =>
  z.strictObject({
    ...lazyNewsletterSignupSchema().shape,
    idempotencyKey: z.optional(lazyIdempotencyKeySchema()),
    honeypot: lazyHoneypotSchema(),
    attribution: lazyAttributionRequestField(),
  }),
);
export const newsletterRequestSchema = /* @__PURE__ */ lazyNewsletterRequestSchema();
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
export type NewsletterRequestBody = z.input<typeof newsletterRequestSchema>;

/** Newsletter bodies are tiny (2 KiB) plus the `attribution` object (8 KiB); anything bigger is refused before parsing. */
export const newsletterBodyMaxBytes = 10 * 1024;
