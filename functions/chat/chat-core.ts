import type { ChatHistoryEntry, ChatRequest } from '../../contracts/chat.ts';

/** Answers a conversation that ends with the visitor's new turn. Throws ChatAssistantError when it cannot. */
export type ChatAssistant = (conversation: readonly ChatHistoryEntry[], options?: { signal?: AbortSignal }) => Promise<string>;

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

export type ChatOutcome = { ok: true; reply: string } | { ok: false; kind: ChatFailureKind; cause: unknown };

/**
 * The conversation the assistant sees: at most `historyTurns` earlier entries, then the new message. The widget
 * ends `history` with the new user turn (spec section 7); when it does, that entry is not counted twice.
 */
export function conversationFor(request: ChatRequest, historyTurns: number): ChatHistoryEntry[] {
  const history = request.history.filter((entry) => entry.content.trim() !== '');
  const last = history.at(-1);
  if (last?.role === 'user' && last.content.trim() === request.message) history.pop();
  const earlier = historyTurns > 0 ? history.slice(-historyTurns) : [];
  return [...earlier, { role: 'user', content: request.message }];
}

export async function answerChat(
  request: ChatRequest,
  assistant: ChatAssistant,
  options: { historyTurns: number; signal?: AbortSignal },
): Promise<ChatOutcome> {
  try {
    const reply = await assistant(conversationFor(request, options.historyTurns), { signal: options.signal });
    return { ok: true, reply: reply.trim() };
  } catch (error) {
    return { ok: false, kind: error instanceof ChatAssistantError ? error.kind : 'unavailable', cause: error };
  }
}

/** A turn as the assistants see it. Assistant turns reach an assistant only when the server verified their signature. */
export interface ConversationTurn { readonly role: 'user' | 'assistant'; readonly content: string; readonly topic?: string }
/** What an assistant answers: the text, and the topic id it answered (a row id of the offline answer table, or undefined). */
export interface AssistantReply { readonly text: string; readonly topic?: string }
