import type { Logger } from '@aws-lambda-powertools/logger';
import type { Settings } from '../../shared/settings.ts';
import type { ChatAssistant } from '../chat-core.ts';
import { offlineAssistant } from '../offline/offline-assistant.ts';
import { createOpenAiModel } from '../openai-assistant.ts';
import { publishChatMetrics } from './chat-metrics.ts';
import { createGuardedAssistant, type GuardReport } from './guarded-assistant.ts';
import { describeViolations } from './output-guard.ts';

/**
 * Which assistant answers: the guarded LLM when an OpenAI key is configured, else the offline one. The model client
 * is kept per key (a rotated key is picked up when the secret cache refreshes).
 */
let llm: { key: string; assistant: ChatAssistant } | undefined;

export function reportGuard(logger: Pick<Logger, 'warn'>): (report: GuardReport) => void {
  return (report) => {
    // One line per refused draft and per replacement: the log says what the model tried to say, the metric counts it.
    if (report.refused.length > 0) {
      logger.warn(report.replaced ? 'Chat reply replaced by the offline answer' : 'Chat reply regenerated', {
        chatGuard: report.replaced ? 'replaced' : 'regenerated',
        violations: report.refused.map(describeViolations),
        modelCalls: report.calls,
      });
    }
    publishChatMetrics({ ModelCalls: report.calls, RepliesRegenerated: report.refused.length > 0 && report.calls > 1 ? 1 : 0, RepliesReplaced: report.replaced ? 1 : 0 });
  };
}

export function chatAssistantFor(settings: Settings, openAiKey: string | undefined, logger: Pick<Logger, 'warn'>): ChatAssistant {
  const offline = offlineAssistant(settings.CONTACT_EMAIL);
  if (!openAiKey) return offline;
  if (llm?.key !== openAiKey) {
    const model = createOpenAiModel({
      apiKey: openAiKey,
      baseURL: settings.OPENAI_BASE_URL,
      model: settings.OPENAI_MODEL,
      maxTokens: settings.CHAT_MAX_TOKENS,
      timeoutMs: settings.CHAT_TIMEOUT_MS,
    });
    llm = { key: openAiKey, assistant: createGuardedAssistant({ model, offline, contactEmail: settings.CONTACT_EMAIL, report: reportGuard(logger) }) };
  }
  return llm.assistant;
}
