import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAI, RateLimitError } from 'openai';
import { ChatAssistantError, type ChatAssistant } from './chat-core.ts';

export interface OpenAiAssistantOptions {
  readonly apiKey: string;
  /** Any OpenAI-compatible server; unset means OpenAI. */
  readonly baseURL?: string;
  readonly model: string;
  readonly systemPrompt: string;
  /** Per-request instructions appended as a second system message (language, corrections). */
  readonly notes?: (conversation: Parameters<ChatAssistant>[0]) => readonly string[];
  /** Completion-token cap per reply. */
  readonly maxTokens: number;
  /** Per attempt; the client retries once on a timeout, 408/409/429 or 5xx. */
  readonly timeoutMs: number;
}

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

/** The chat port backed by the official `openai` client. */
export function createOpenAiAssistant(options: OpenAiAssistantOptions): ChatAssistant {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? null,
    timeout: options.timeoutMs,
    maxRetries: 1,
  });
  return async (conversation, { signal } = {}) => {
    const notes = options.notes?.(conversation) ?? [];
    try {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: options.systemPrompt },
            ...conversation.slice(0, -1).map(({ role, content }) => ({ role, content })),
            ...(notes.length > 0 ? [{ role: 'system' as const, content: notes.join('\n') }] : []),
            ...conversation.slice(-1).map(({ role, content }) => ({ role, content })),
          ],
          max_completion_tokens: options.maxTokens,
        },
        { signal },
      );
      const choice = completion.choices[0];
      // A filtered answer is no answer: the widget says it received an empty response.
      if (!choice || choice.finish_reason === 'content_filter') return '';
      return choice.message.content ?? '';
    } catch (error) {
      throw chatFailureFor(error);
    }
  };
}
