import * as z from 'zod';
import { attributionRequestField } from './attribution-schema.ts';
import { contactSubmissionSchema, honeypotSchema, idempotencyKeySchema } from './contact.ts';

/** The blog's newsletter signup: one email, with the contact form's email rule and message. */
export const newsletterSignupSchema = z.object({ email: contactSubmissionSchema.shape.email });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
export type NewsletterFormValues = z.input<typeof newsletterSignupSchema>;

/** The `POST /api/newsletter` body; unknown keys are refused. The answer is contracts/contact.ts leadAcceptedSchema. */
export const newsletterRequestSchema = z.strictObject({
  ...newsletterSignupSchema.shape,
  idempotencyKey: idempotencyKeySchema.optional(),
  honeypot: honeypotSchema,
  attribution: attributionRequestField,
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
export type NewsletterRequestBody = z.input<typeof newsletterRequestSchema>;

/** Newsletter bodies are tiny (2 KiB) plus the `attribution` object (8 KiB); anything bigger is refused before parsing. */
export const newsletterBodyMaxBytes = 10 * 1024;
