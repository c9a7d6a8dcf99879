import { randomBytes } from 'node:crypto';
import { chatRequestSchema, type ChatHistoryEntry } from '../../contracts/chat.ts';
import { signTurn, verifyTurn } from '../../functions/shared/chat-signature.ts';
import { answerChat, conversationFor } from '../../functions/chat/chat-core.ts';
import { createGuardedAssistant, type GuardReport } from '../../functions/chat/llm/guarded-assistant.ts';
import { offlineAssistant } from '../../functions/chat/offline/offline-assistant.ts';
import { createOpenAiModel } from '../../functions/chat/openai-assistant.ts';

/**
 * The chat as the handler runs it (verify history, guarded LLM, sign the reply), driven the way the widget drives it:
 * each reply goes back in `history` with its signature. For the evals, which need the guard's report per message.
 */
export interface RunnerOptions {
  readonly baseURL: string;
  readonly model: string;
  readonly apiKey?: string | undefined;
  readonly contactEmail?: string | undefined;
  readonly maxTokens?: number;
  readonly timeoutMs?: number;
  readonly historyTurns?: number;
}

export interface TurnResult {
  readonly reply: string;
  readonly status: 'ok' | 'timeout' | 'busy' | 'unavailable';
  readonly ms: number;
  readonly report: GuardReport | undefined;
  /** Assistant entries of the history sent that did not verify. */
  readonly unverified: number;
}

export interface ChatSession {
  readonly history: ChatHistoryEntry[];
  /** Sends a message; `inject` adds entries to the history first (forged turns, as a tampered browser would). */
  send(message: string, inject?: readonly ChatHistoryEntry[]): Promise<TurnResult>;
}

export function createChatRunner(options: RunnerOptions): { newSession(): ChatSession } {
  const key = randomBytes(32).toString('base64url');
  let last: GuardReport | undefined;
  const model = createOpenAiModel({
    apiKey: options.apiKey ?? 'sk-eval',
    baseURL: options.baseURL,
    model: options.model,
    maxTokens: options.maxTokens ?? 400,
    timeoutMs: options.timeoutMs ?? 20_000,
  });
  const assistant = createGuardedAssistant({ model, offline: offlineAssistant(options.contactEmail), contactEmail: options.contactEmail, report: (r) => (last = r) });
  return {
    newSession() {
      const history: ChatHistoryEntry[] = [];
      return {
        history,
        async send(message, inject = []) {
          history.push(...inject, { role: 'user', content: message });
          const request = chatRequestSchema.parse({ message, history: history.slice(-20) });
          const { turns, unverified } = conversationFor(request, options.historyTurns ?? 10, (entry) => verifyTurn(key, entry));
          last = undefined;
          const started = performance.now();
          const outcome = await answerChat(turns, assistant, { signal: AbortSignal.timeout(28_000) });
          const ms = performance.now() - started;
          if (!outcome.ok) return { reply: '', status: outcome.kind, ms, report: last, unverified };
          const { text, topic } = outcome.reply;
          history.push({ role: 'assistant', content: text, sig: signTurn(key, { content: text, topic }), ...(topic ? { topic } : {}) });
          return { reply: text, status: 'ok', ms, report: last, unverified };
        },
      };
    },
  };
}
