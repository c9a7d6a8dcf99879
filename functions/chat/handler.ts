import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { chatLimits, chatRequestSchema } from '../../contracts/chat.ts';
import { signTurn, verifyTurn } from '../shared/chat-signature.ts';
import { invocationDeadline, type Deadline } from '../shared/deadline.ts';
import { parseJsonBody, type HttpEvent, type HttpResult } from '../shared/http.ts';
import { originRefusal } from '../shared/origin-check.ts';
import { secretValue, type SecretName } from '../shared/secrets.ts';
import { loadSettings, type Settings } from '../shared/settings.ts';
import { answerChat, conversationFor } from './chat-core.ts';
import { chatOutcomeResponse } from './chat-response.ts';
import { publishChatMetrics } from './llm/chat-metrics.ts';
import { chatAssistantFor } from './llm/chat-assistant.ts';

const logger = new Logger({ serviceName: 'chat' });
// API Gateway gives up after 30 s; answer before it does, whatever the retries.
const maxDeadlineMs = 28_000;

/** A secret that cannot be read leaves its feature off for this request: the offline answer, or no trusted history. */
async function readSecret(settings: Settings, name: SecretName, deadline: Deadline): Promise<string | undefined> {
  try {
    return await secretValue(settings, name, undefined, deadline);
  } catch (error) {
    logger.error(`${name} unreadable; answering without it`, { error });
    return undefined;
  }
}

export async function handler(event: HttpEvent, context?: Context): Promise<HttpResult> {
  const deadline = invocationDeadline(context, { reserveMs: 2_000, capMs: maxDeadlineMs });
  const refused = await originRefusal(event, deadline);
  if (refused) return refused;
  const parsed = parseJsonBody(event, chatRequestSchema, chatLimits.bodyBytes);
  if (!parsed.ok) return parsed.response;
  const settings = loadSettings();
  const [openAiKey, signingKey] = await Promise.all([readSecret(settings, 'OPENAI_API_KEY', deadline), readSecret(settings, 'CHAT_SIGNING_KEY', deadline)]);
  if (!signingKey) logger.error('No chat signing key: replies go out unsigned and no assistant turn is trusted');
  const { turns, unverified } = conversationFor(parsed.value, settings.CHAT_HISTORY_TURNS, (entry) => verifyTurn(signingKey, entry));
  publishChatMetrics({ UnverifiedTurns: unverified });
  const outcome = await answerChat(turns, chatAssistantFor(settings, openAiKey, logger), { signal: deadline.signal() });
  if (!outcome.ok) logger.warn('Chat answer failed', { kind: outcome.kind, error: outcome.cause });
  return chatOutcomeResponse(outcome, (content, topic) => (signingKey ? signTurn(signingKey, { content, topic }) : undefined));
}
