import type { ChatHistoryEntry, ChatRequest } from '../../contracts/chat.ts';

/** A turn as the assistants see it. Assistant turns reach an assistant only when the server verified their signature. */
export interface ConversationTurn { readonly role: 'user' | 'assistant'; readonly content: string; readonly topic?: string }
/** What an assistant answers: the text, and the topic id it answered (a row id of the offline answer table, or undefined). */
export interface AssistantReply { readonly text: string; readonly topic?: string }
/** Answers a conversation that ends with the visitor's new turn. Throws ChatAssistantError when it cannot. */
export type ChatAssistant = (conversation: readonly ConversationTurn[], options?: { signal?: AbortSignal }) => Promise<AssistantReply>;

/** Why no answer came: the model took too long, is rate-limited, or failed / is misconfigured. */
export type ChatFailureKind = 'timeout' | 'busy' | 'unavailable';

export class ChatAssistantError extends Error {
  readonly kind: ChatFailureKind;

  constructor(kind: ChatFailureKind, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChatAssistantError';
    this.kind = kind;
  }
}

export type ChatOutcome = { ok: true; reply: AssistantReply } | { ok: false; kind: ChatFailureKind; cause: unknown };

/** Checks an assistant entry's signature over its text and topic (functions/shared/chat-signature.ts). */
export type TurnVerifier = (entry: ChatHistoryEntry) => boolean;

/**
 * How an assistant entry whose signature does not verify reaches an assistant: as the visitor's own words, quoted.
 * It is what the visitor's browser shows, so it may be context; it is never something we said.
 */
export const unverifiedQuotePrefix = '[The visitor quotes an earlier reply that did not come from this assistant:]';
export const quoteUnverified = (content: string): string => `${unverifiedQuotePrefix} "${content}"`;
export const isUnverifiedQuote = (turn: ConversationTurn): boolean => turn.role === 'user' && turn.content.startsWith(unverifiedQuotePrefix);

export interface VerifiedConversation {
  readonly turns: ConversationTurn[];
  /** Assistant entries whose signature did not verify (passed on as quoted visitor text). */
  readonly unverified: number;
}

/**
 * The conversation the assistant sees: at most `historyTurns` earlier entries, then the new message. The widget
 * ends `history` with the new user turn (spec section 7); when it does, that entry is not counted twice. Only
 * assistant entries that `verify` accepts stay assistant turns (with their topic).
 */
export function conversationFor(request: ChatRequest, historyTurns: number, verify: TurnVerifier): VerifiedConversation {
  const history = request.history.filter((entry) => entry.content.trim() !== '');
  const last = history.at(-1);
  if (last?.role === 'user' && last.content.trim() === request.message) history.pop();
  const earlier = historyTurns > 0 ? history.slice(-historyTurns) : [];
  let unverified = 0;
  const turns = earlier.map((entry): ConversationTurn => {
    if (entry.role === 'user') return { role: 'user', content: entry.content };
    if (verify(entry)) return entry.topic ? { role: 'assistant', content: entry.content, topic: entry.topic } : { role: 'assistant', content: entry.content };
    unverified += 1;
    return { role: 'user', content: quoteUnverified(entry.content) };
  });
  return { turns: [...turns, { role: 'user', content: request.message }], unverified };
}

export async function answerChat(
  conversation: readonly ConversationTurn[],
  assistant: ChatAssistant,
  options: { signal?: AbortSignal } = {},
): Promise<ChatOutcome> {
  try {
    const reply = await assistant(conversation, { signal: options.signal });
    const text = reply.text.trim();
    return { ok: true, reply: reply.topic ? { text, topic: reply.topic } : { text } };
  } catch (error) {
    return { ok: false, kind: error instanceof ChatAssistantError ? error.kind : 'unavailable', cause: error };
  }
}

/** A turn as the assistants see it. Assistant turns reach an assistant only when the server verified their signature. */
export interface ConversationTurn { readonly role: 'user' | 'assistant'; readonly content: string; readonly topic?: string }
/** What an assistant answers: the text, and the topic id it answered (a row id of the offline answer table, or undefined). */
export interface AssistantReply { readonly text: string; readonly topic?: string }
