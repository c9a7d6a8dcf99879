import type { ChatHistoryEntry, ChatRequest } from '../../contracts/chat.ts';
import { errorResponse, jsonResponse, type HttpResult } from '../shared/http.ts';

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

/**
 * The HTTP answer. Failures are 5xx JSON errors (the widget shows the spec's apology for any of them); an empty
 * reply stays a 200 with `reply: ''` so the widget can say it received an empty response.
 */
export function chatOutcomeResponse(outcome: ChatOutcome): HttpResult {
  if (outcome.ok) return jsonResponse(200, { reply: outcome.reply });
  switch (outcome.kind) {
    case 'timeout':
      return errorResponse(504, 'The assistant took too long to answer');
    case 'busy':
      return errorResponse(503, 'The assistant is busy, please try again shortly', undefined, { 'retry-after': '30' });
    case 'unavailable':
      return errorResponse(502, 'The assistant is unavailable right now');
  }
}
