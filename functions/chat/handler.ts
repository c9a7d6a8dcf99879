import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { chatLimits, chatRequestSchema } from '../../contracts/chat.ts';
import { invocationDeadline, type Deadline } from '../shared/deadline.ts';
import { parseJsonBody, type HttpEvent, type HttpResult } from '../shared/http.ts';
import { originRefusal } from '../shared/origin-check.ts';
import { secretValue } from '../shared/secrets.ts';
import { loadSettings, type Settings } from '../shared/settings.ts';
import { answerChat, type ChatAssistant } from './chat-core.ts';
import { chatOutcomeResponse } from './chat-response.ts';
import { offlineAssistant } from './offline/offline-assistant.ts';
import { groundingNotes, withHandoffOffer } from './llm-grounding.ts';
import { createOpenAiAssistant } from './openai-assistant.ts';
import { systemPrompt } from './system-prompt.ts';

const logger = new Logger({ serviceName: 'chat' });
// API Gateway gives up after 30 s; answer before it does, whatever the retries.
const maxDeadlineMs = 28_000;

let llm: { key: string; assistant: ChatAssistant } | undefined;

async function chatAssistant(settings: Settings, deadline: Deadline): Promise<ChatAssistant> {
  let key: string | undefined;
  try {
    key = await secretValue(settings, 'OPENAI_API_KEY', undefined, deadline);
  } catch (error) {
    // Visitors still get grounded answers while the secret is unreadable.
    logger.error('OpenAI key unreadable; answering offline', { error });
  }
  if (!key) {
    const offline = offlineAssistant(settings.CONTACT_EMAIL);
    return async (conversation, options) => (await offline(conversation, options)).text;
  }
  if (llm?.key !== key) {
    const assistant = withHandoffOffer(createOpenAiAssistant({
      apiKey: key,
      baseURL: settings.OPENAI_BASE_URL,
      model: settings.OPENAI_MODEL,
      systemPrompt: systemPrompt(settings.CONTACT_EMAIL),
      maxTokens: settings.CHAT_MAX_TOKENS,
      timeoutMs: settings.CHAT_TIMEOUT_MS,
      notes: groundingNotes,
    }), settings.CONTACT_EMAIL);
    llm = { key, assistant };
  }
  return llm.assistant;
}

export async function handler(event: HttpEvent, context?: Context): Promise<HttpResult> {
  const deadline = invocationDeadline(context, { reserveMs: 2_000, capMs: maxDeadlineMs });
  const refused = await originRefusal(event, deadline);
  if (refused) return refused;
  const parsed = parseJsonBody(event, chatRequestSchema, chatLimits.bodyBytes);
  if (!parsed.ok) return parsed.response;
  const settings = loadSettings();
  const assistant = await chatAssistant(settings, deadline);
  const outcome = await answerChat(parsed.value, assistant, { historyTurns: settings.CHAT_HISTORY_TURNS, signal: deadline.signal() });
  if (!outcome.ok) logger.warn('Chat answer failed', { kind: outcome.kind, error: outcome.cause });
  return chatOutcomeResponse(outcome);
}
