import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAI, RateLimitError } from 'openai';
import { ChatAssistantError, type ConversationTurn } from './chat-core.ts';

export interface OpenAiModelOptions {
  readonly apiKey: string;
  /** Any OpenAI-compatible server; unset means OpenAI. */
  readonly baseURL?: string | undefined;
  readonly model: string;
  /** Completion-token cap per reply. */
  readonly maxTokens: number;
  /** Per model call. */
  readonly timeoutMs: number;
}

/** Model calls one visitor message may make, retries and regeneration together (the cap). */
export interface CallBudget { used: number; readonly max: number }

export interface ModelRequest {
  readonly system: string;
  readonly conversation: readonly ConversationTurn[];
  /** Per-request instructions, sent as a system message right before the visitor's turn. */
  readonly notes?: readonly string[];
  readonly budget: CallBudget;
  readonly signal?: AbortSignal | undefined;
}

export interface ModelAnswer { readonly text: string; readonly promptTokens: number; readonly completionTokens: number }
export type ChatModel = (request: ModelRequest) => Promise<ModelAnswer>;

/** Maps the client's errors to the three ways a chat answer can fail. */
export function chatFailureFor(error: unknown): ChatAssistantError {
  if (error instanceof ChatAssistantError) return error;
  // A user abort is our own overall deadline firing (e.g. during the retry's back-off).
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return new ChatAssistantError('timeout', 'The model did not answer in time', { cause: error });
  }
  if (error instanceof RateLimitError) return new ChatAssistantError('busy', 'The model is rate-limited', { cause: error });
  if (error instanceof APIConnectionError) return new ChatAssistantError('unavailable', 'The model could not be reached', { cause: error });
  if (error instanceof APIError) {
    return new ChatAssistantError('unavailable', `The model answered ${error.status ?? 'an error'}`, { cause: error });
  }
  return new ChatAssistantError('unavailable', 'The model call failed', { cause: error });
}

/** Worth a second call: a timeout, a dropped connection, 408/409/429 or a 5xx (what the client itself would retry). */
function retryable(error: unknown): boolean {
  if (error instanceof APIUserAbortError) return false;
  if (error instanceof APIConnectionError) return true;
  return error instanceof APIError && (error.status === 408 || error.status === 409 || error.status === 429 || (error.status ?? 0) >= 500);
}

/** The server's retry-after (ms header first), at most 2 s, else half a second. */
function backoffMs(error: unknown): number {
  const headers = error instanceof APIError ? error.headers : undefined;
  const ms = Number(headers?.get('retry-after-ms') ?? Number.NaN);
  const seconds = Number(headers?.get('retry-after') ?? Number.NaN) * 1000;
  const wanted = Number.isFinite(ms) ? ms : Number.isFinite(seconds) ? seconds : 500;
  return Math.min(Math.max(wanted, 0), 2000);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new APIUserAbortError())), { once: true });
  });

/**
 * The model port backed by the official `openai` client. The client's own retries are off: every HTTP call counts
 * against the message's budget, so a retry after a 5xx and a regeneration after the guard share the same two calls.
 */
export function createOpenAiModel(options: OpenAiModelOptions): ChatModel {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL ?? null, timeout: options.timeoutMs, maxRetries: 0 });
  return async ({ system, conversation, notes = [], budget, signal }) => {
    const turns = conversation.map(({ role, content }) => ({ role, content }));
    const messages = [
      { role: 'system' as const, content: system },
      ...turns.slice(0, -1),
      ...(notes.length > 0 ? [{ role: 'system' as const, content: notes.join('\n') }] : []),
      ...turns.slice(-1),
    ];
    for (;;) {
      if (budget.used >= budget.max) throw new ChatAssistantError('unavailable', 'No model call left for this message');
      budget.used += 1;
      try {
        const completion = await client.chat.completions.create({ model: options.model, messages, max_completion_tokens: options.maxTokens }, { signal });
        const choice = completion.choices[0];
        const usage = { promptTokens: completion.usage?.prompt_tokens ?? 0, completionTokens: completion.usage?.completion_tokens ?? 0 };
        // A filtered answer is no answer: the widget says it received an empty response.
        if (!choice || choice.finish_reason === 'content_filter') return { text: '', ...usage };
        return { text: choice.message.content ?? '', ...usage };
      } catch (error) {
        if (!retryable(error) || budget.used >= budget.max) throw chatFailureFor(error);
        try {
          await sleep(backoffMs(error), signal);
        } catch (aborted) {
          throw chatFailureFor(aborted);
        }
      }
    }
  };
}
