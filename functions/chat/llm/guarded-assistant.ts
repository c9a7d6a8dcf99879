import { handoffPlaceholder } from '../../../contracts/chat.ts';
import { isUnverifiedQuote, type AssistantReply, type ChatAssistant, type ConversationTurn } from '../chat-core.ts';
import { handoffOffer, wantsHandoff } from '../handoff.ts';
import type { CallBudget, ChatModel } from '../openai-assistant.ts';
import { buildSystemPrompt } from '../system-prompt.ts';
import { describeViolations, unbackedFacts, type Violation } from './output-guard.ts';
import { relevantPassages } from './retrieval.ts';

/** What happened to one visitor message on the LLM path, for the log line, the metrics and the eval. */
export interface GuardReport {
  readonly calls: number;
  /** Violations of each draft the guard refused, in order. */
  readonly refused: readonly (readonly Violation[])[];
  /** The visitor got the offline answer because the model's drafts failed the guard (or the regeneration failed). */
  readonly replaced: boolean;
  readonly promptTokens: number;
  readonly completionTokens: number;
}

export interface GuardedAssistantOptions {
  readonly model: ChatModel;
  /** Answers when the drafts fail the guard. */
  readonly offline: ChatAssistant;
  readonly contactEmail?: string | undefined;
  /** Model calls per visitor message, retries included. */
  readonly maxCalls?: number;
  readonly report?: (report: GuardReport) => void;
}

const correction = (violations: readonly Violation[]) =>
  `Your previous draft was not sent: it stated what the FACTS do not back (${describeViolations(violations)}). ` +
  'Write the reply again from the FACTS only. Do not repeat those figures, contact details or offers, not even to deny them; say what the FACTS say instead.';

/**
 * The LLM path: the model answers from the core facts plus the passages relevant to the conversation, and the
 * output guard checks every draft. A draft that fails is regenerated once with the violations named; if that fails
 * too (or the budget is spent), the visitor gets the offline answer. A model that cannot answer at all still
 * throws, so the HTTP status says so (502/503/504, as before).
 */
export function createGuardedAssistant(options: GuardedAssistantOptions): ChatAssistant {
  const maxCalls = options.maxCalls ?? 2;
  return async (conversation, { signal } = {}) => {
    const visitorText = conversation.filter((t) => t.role === 'user' && !isUnverifiedQuote(t)).map((t) => t.content).join('\n');
    const system = buildSystemPrompt(options.contactEmail, relevantPassages(conversation));
    const budget: CallBudget = { used: 0, max: maxCalls };
    const refused: Violation[][] = [];
    let promptTokens = 0;
    let completionTokens = 0;
    const finish = async (reply: AssistantReply | undefined): Promise<AssistantReply> => {
      const answer = reply ?? (await options.offline(conversation, { signal }));
      options.report?.({ calls: budget.used, refused, replaced: reply === undefined, promptTokens, completionTokens });
      return answer;
    };

    let notes: string[] = [];
    for (;;) {
      let text: string;
      try {
        const answer = await options.model({ system, conversation, notes, budget, signal });
        promptTokens += answer.promptTokens;
        completionTokens += answer.completionTokens;
        text = answer.text.replaceAll(handoffPlaceholder, '').trim();
      } catch (error) {
        // The first call failing is the model failing; a failed regeneration still leaves the offline answer.
        if (refused.length === 0) throw error;
        return finish(undefined);
      }
      const violations = unbackedFacts(text, { contactEmail: options.contactEmail, visitorText });
      if (violations.length === 0) return finish({ text: withHandoff(text, conversation), ...(await topicOf(options.offline, conversation)) });
      refused.push(violations);
      if (budget.used >= budget.max) return finish(undefined);
      notes = [correction(violations)];
    }
  };
}

/** The server adds the handoff offer when the visitor asked for contact, so a model can never invent or drop it. */
function withHandoff(text: string, conversation: readonly ConversationTurn[]): string {
  const handoff = wantsHandoff(conversation.at(-1)?.content ?? '');
  return handoff.offer && text !== '' ? `${text}\n\n${handoffOffer(handoff.email)}` : text;
}

/** The topic the offline assistant would answer, so a follow-up resolves the same way whichever assistant answers it. */
async function topicOf(offline: ChatAssistant, conversation: readonly ConversationTurn[]): Promise<{ topic?: string }> {
  const topic = (await offline(conversation)).topic;
  return topic ? { topic } : {};
}
