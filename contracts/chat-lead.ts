// zod/mini: the chat's handoff loads this in the browser, which no longer evaluates classic zod at start (#22). Its
// English messages come with contracts/contact.ts (contracts/zod-english.ts).
import * as z from 'zod/mini';
import { lazyAttributionRequestField } from './attribution-schema.ts';
import { chatRoles, signatureSchema, topicSchema } from './chat.ts';
// The lazy builders, not the eager exports: a module sharing contracts/contact.ts with the contact form must not make the
// browser build the contact schema on load (contracts/lazy-schema.ts).
import { lazyContactEmailSchema, lazyHoneypotSchema, lazyIdempotencyKeySchema } from './contact.ts';

/**
 * `POST /api/chat-lead`: the visitor said yes to passing the chat to sales. The email and the transcript go
 * through the contact function's durable lead pipeline as lead kind `chat`. The limits keep one lead readable in
 * an inbox and bound what a flood of requests can store.
 */
export const chatLeadLimits = {
  transcriptEntries: 40,
  entryChars: 2000,
  /** All entries together. */
  transcriptChars: 20_000,
  /** Above the largest valid body (JSON escaping included), below anything abusive. */
  bodyMaxBytes: 96 * 1024,
} as const;

// Transcript text keeps tabs and line breaks only; nothing that could end a mail header or hide text.
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
// Unicode format characters (bidi overrides such as U+202E, zero-width marks) are refused as in the contact form: they
// can reorder or hide words of the transcript sales read (issue 24, item 6).
const formatCharacters = /\p{Cf}/u;

/**
 * One turn as the browser kept it. An assistant reply comes back with the `sig` and `topic` the chat sent with it, so
 * the contact function can tell sales which replies the server verifiably sent; the two are checked, never stored.
 */
export const chatLeadEntrySchema = z.strictObject({
  role: z.enum(chatRoles),
  content: z.string({ error: 'Each entry needs its text' }).check(
    z.maxLength(chatLeadLimits.entryChars, `An entry may have at most ${chatLeadLimits.entryChars} characters`),
    z.refine((value) => !forbidden.test(value), 'Transcript contains characters that are not allowed'),
    z.refine((value) => !formatCharacters.test(value), 'Transcript contains invisible formatting characters (such as bidi or zero-width marks)'),
  ),
  sig: z.optional(signatureSchema),
  topic: z.optional(topicSchema),
});
export type ChatLeadEntry = z.infer<typeof chatLeadEntrySchema>;

export const chatLeadTranscriptSchema = z.array(chatLeadEntrySchema, { error: 'Transcript is required' }).check(
  z.minLength(1, 'Transcript is required'),
  z.maxLength(chatLeadLimits.transcriptEntries, `Transcript may have at most ${chatLeadLimits.transcriptEntries} entries`),
  z.refine((entries) => entries.reduce((sum, e) => sum + e.content.length, 0) <= chatLeadLimits.transcriptChars, `Transcript may have at most ${chatLeadLimits.transcriptChars} characters`),
);

/** The body; unknown keys are refused. The email follows the contact form's rule (single line, valid address). */
export const chatLeadRequestSchema = z.strictObject({
  email: lazyContactEmailSchema(),
  transcript: chatLeadTranscriptSchema,
  idempotencyKey: z.optional(lazyIdempotencyKeySchema()),
  honeypot: lazyHoneypotSchema(),
  attribution: lazyAttributionRequestField(),
});
export type ChatLeadRequest = z.infer<typeof chatLeadRequestSchema>;
export type ChatLeadRequestBody = z.input<typeof chatLeadRequestSchema>;
