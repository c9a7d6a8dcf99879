// zod/mini: the same schemas for the widget and the function, without the chained API's ~70 KB in the chat bundle.
import * as z from 'zod/mini';

/**
 * `POST /api/chat` (spec sections 3 and 7). The limits bound what one request can cost: a flood of maximal requests
 * still sends at most `historyTurnsSentToModel` entries of at most `entryChars` characters to the model.
 */
export const chatLimits = {
  /** The new visitor message. */
  messageChars: 1000,
  /** One history entry; the widget cuts longer replies before sending them back. */
  entryChars: 2000,
  /** History entries accepted in one request (the widget sends at most `historyEntriesSent`). */
  historyEntries: 40,
  /** History entries the widget sends, the new user turn included. */
  historyEntriesSent: 20,
  /** The whole JSON body. */
  bodyBytes: 64 * 1024,
} as const;

export const chatRoles = ['user', 'assistant'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** A signature (`v1.` + base64url HMAC-SHA256) and a topic id are short; the bounds only refuse junk. */
export const signatureSchema = z.string().check(z.maxLength(128, 'At most 128 characters'));
export const topicSchema = z.string().check(z.maxLength(80, 'At most 80 characters'));

/**
 * An assistant entry carries back the `sig` and `topic` the server sent with it: only an entry whose signature
 * verifies reaches an assistant as something we said (functions/shared/chat-signature.ts).
 */
export const chatHistoryEntrySchema = z.object({
  role: z.enum(chatRoles),
  content: z.string().check(z.maxLength(chatLimits.entryChars, `At most ${chatLimits.entryChars} characters`)),
  sig: z.optional(signatureSchema),
  topic: z.optional(topicSchema),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;

/** `history` is the conversation so far; the widget ends it with the new user turn, as the original site did. */
export const chatRequestSchema = z.object({
  message: z.string().check(
    z.trim(),
    z.minLength(1, 'Message is required'),
    z.maxLength(chatLimits.messageChars, `At most ${chatLimits.messageChars} characters`),
  ),
  history: z._default(z.array(chatHistoryEntrySchema).check(z.maxLength(chatLimits.historyEntries, `At most ${chatLimits.historyEntries} entries`)), []),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/**
 * An empty `reply` means the model answered nothing; the widget says so (spec section 8). `sig` signs the reply text
 * and `topic` (the server omits it only when it has no signing key); the widget returns both with the turn.
 */
export const chatReplySchema = z.object({ reply: z.string(), sig: z.optional(signatureSchema), topic: z.optional(topicSchema) });
export type ChatReply = z.infer<typeof chatReplySchema>;

/**
 * Where a reply may offer the calendar; the widget swaps it for the BOOKING_URL setting, so neither the model nor
 * the functions need to know the scheduling address.
 */
export const bookingLinkPlaceholder = '{{BOOKING_LINK}}';

/**
 * Where a reply offers to pass the conversation to sales; the widget swaps it for a button and only a click on it
 * sends anything (POST /api/chat-lead). The server adds it, never the model.
 */
export const handoffPlaceholder = '{{OFFER_HANDOFF}}';

/** The widget's texts for the two failure cases of spec section 8. */
export const chatFailureMessages = {
  unavailable: (phone: string) =>
    `I apologize, but I'm having trouble connecting right now. Please try again or call us directly at ${phone}.`,
  empty: 'Sorry, I received an empty response.',
} as const;

/**
 * What the widget shows for an answer: the reply, the empty-reply message, or the apology for any non-2xx or
 * unreadable answer. Shared so the function's contract tests can assert what a visitor would finally see.
 */
export function chatWidgetText(outcome: { ok: true; reply: string } | { ok: false }, phone: string): string {
  if (!outcome.ok) return chatFailureMessages.unavailable(phone);
  return outcome.reply.trim() === '' ? chatFailureMessages.empty : outcome.reply;
}
