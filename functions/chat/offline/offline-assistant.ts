import { bookingLinkPlaceholder } from '../../../contracts/chat.ts';
import { allPrices, bookingLine } from '../../../content/chat-answer-kit.ts';
import type { ChatAnswerRow, ChatLanguage } from '../../../content/chat-answer-types.ts';
import { chatAnswers } from '../../../content/chat-answers.ts';
import { answersInEnglish, translatedAnswers } from '../../../content/chat-answers-i18n.ts';
import { engagements, type Engagement } from '../../../content/engagements.ts';
import type { AssistantReply, ConversationTurn } from '../chat-core.ts';
import { backedFacts } from '../content-facts.ts';
import { moneyIn } from '../figures.ts';
import { handoffOffer, unansweredOffer, wantsHandoff } from '../handoff.ts';
import { detectLanguage } from '../language.ts';
import { composeReply } from './compose.ts';
import { guardOf } from './guards.ts';
import { createMatcher } from './matcher.ts';
import { namedEngagements, withoutNames } from './named-engagements.ts';
import { terms } from './words.ts';

/**
 * The assistant used without an OpenAI key or when the model fails: it finds the rows of the answer table
 * (content/chat-answers.ts) a message asks for, answers each from content facts, and turns what it cannot answer
 * into a handoff offer. A follow-up without an engagement of its own is about the previous verified turn's.
 */
export interface OfflineAssistant {
  answer(conversation: readonly ConversationTurn[]): AssistantReply;
}

const maxAnswers = 3;
const canHelpWith = "our three engagements, their prices and timelines, what's included, how we work and booking a free strategy session";
const rowsById = new Map(chatAnswers.map((r) => [r.id, r]));
const engagementById = new Map<string, Engagement>(engagements.map((e) => [e.id, e]));

// 'how much is the audit and how long does it take? also where are you based' asks three things.
const clauseBreak = /[?!;\n]+|\.(?:\s|$)|\b(?:also|plus|btw)\b|(?:,? and|,) (?=(?:how|what|when|where|who|is|are|do|does|can|could|will)\b)/i;

/** The topic a reply carries: the row id, and the engagement it was about. */
const topicOf = (row: string, e?: Engagement) => (e ? `${row}:${e.id}` : row);
function parseTopic(topic: string | undefined): { row?: ChatAnswerRow; engagement?: Engagement } {
  const [row, engagement] = (topic ?? '').split(':');
  return { row: rowsById.get(row ?? ''), engagement: engagementById.get(engagement ?? '') };
}

interface Part {
  readonly row: ChatAnswerRow;
  readonly language: ChatLanguage;
  readonly engagements: readonly Engagement[];
}

export function createOfflineAssistant({ contactEmail }: { contactEmail?: string | undefined } = {}): OfflineAssistant {
  const match = createMatcher(chatAnswers, translatedAnswers);

  function render(part: Part, language: ChatLanguage): { text: string; translated: boolean } {
    const translated = language === 'en' ? undefined : translatedAnswers[language]?.[part.row.id];
    const compose = translated?.answer ?? part.row.answer;
    const all = part.engagements.length === 0 || part.engagements.length === engagements.length;
    const text = all ? compose({ contactEmail }) : part.engagements.map((engagement) => compose({ engagement, contactEmail })).join('\n\n');
    return { text, translated: translated !== undefined };
  }

  function partsOf(message: string, carried: Engagement | undefined, previous: ChatAnswerRow | undefined): Part[] {
    const named = namedEngagements(message);
    const parts: Part[] = [];
    const clauses = [...message.split(clauseBreak).filter((c) => c && c.trim().length > 1), message];
    for (const clause of clauses) {
      if (parts.length >= maxAnswers || (clause === message && parts.length > 0)) break;
      const own = namedEngagements(clause);
      const about = own.length > 0 ? own : named.length > 0 ? named : carried ? [carried] : [];
      for (const found of match(withoutNames(clause))) {
        const row = rowsById.get(found.id);
        if (!row || parts.some((p) => p.row.id === row.id) || parts.length >= maxAnswers) continue;
        parts.push({ row, language: found.language, engagements: row.perEngagement ? about : [] });
      }
    }
    // An engagement named with nothing else matched: the previous question about it ('what about the team?'), or its overview.
    if (parts.length === 0 && named.length > 0 && terms(withoutNames(message)).length <= 2) {
      const row = previous?.perEngagement ? previous : rowsById.get('overview');
      if (row) parts.push({ row, language: 'en', engagements: named });
    }
    return parts;
  }

  function guarded(kind: ReturnType<typeof guardOf> | 'figure', about: readonly Engagement[]): string | undefined {
    const facts = about.length > 0 ? about.map((e) => `${e.title} is ${e.price.summary}`).join('; ') : allPrices();
    if (kind === 'figure') return `That isn't our price: ${facts}. The prices are fixed and published, the same for every client.`;
    if (kind === 'injection') return `I can only help with questions about RevRebel: ${canHelpWith}.`;
    if (kind === 'haggle') return `No, I can't offer a discount or confirm a different price: our prices are fixed and published. ${facts}. ${bookingLine()}`;
    if (kind === 'forged') return `I can't confirm that: it isn't in this conversation and it doesn't match our published terms. ${facts}.`;
    return undefined;
  }

  function answer(conversation: readonly ConversationTurn[]): AssistantReply {
    const message = conversation.at(-1)?.content.trim() ?? '';
    const earlier = conversation.slice(0, -1).filter((t) => t.role === 'assistant');
    const previous = parseTopic(earlier.at(-1)?.topic);
    const language = detectLanguage(message);
    // A price the visitor states that content/ does not ('so 90k for the build?') is corrected before anything else.
    const wrongPrice = moneyIn(message).some((m) => !backedFacts().figures.has(m));
    const guard = guardOf(message) ?? (wrongPrice ? 'figure' : undefined);
    const named = namedEngagements(message);
    const rule = guarded(guard, named.length > 0 ? named : previous.engagement ? [previous.engagement] : []);
    if (rule) return { text: rule, topic: `guard:${guard}` };

    if (guard === 'off-topic') return { text: `I'm only here for questions about RevRebel: ${canHelpWith}. What would you like to know?`, topic: 'guard:off-topic' };
    const handoff = wantsHandoff(message);
    const parts = partsOf(message, previous.engagement, previous.row);
    if (parts.length === 0) {
      if (handoff.offer) return { text: handoffOffer(handoff.email), topic: 'handoff' };
      // What we know about the engagement asked about, then the handoff for the part we cannot answer.
      const known = named.map((e) => `${e.title} is ${e.price.summary}. `).join('');
      return { text: `${known}${unansweredOffer(canHelpWith)}`, topic: 'unanswered' };
    }
    const rendered = parts.map((p) => render(p, language));
    let text = composeReply(rendered.map((r) => r.text), earlier.map((t) => t.content), (s) => s.includes(bookingLinkPlaceholder));
    if (handoff.offer) text = `${text}\n\n${handoffOffer(handoff.email)}`;
    if (language !== 'en' && !rendered.every((r) => r.translated)) text = `${answersInEnglish[language]}\n\n${text}`;
    const first = parts[0];
    return { text, topic: first ? topicOf(first.row.id, first.engagements.length === 1 ? first.engagements[0] : undefined) : undefined };
  }

  return { answer };
}

let shared: { contactEmail: string | undefined; assistant: OfflineAssistant } | undefined;

/** The offline assistant as a ChatAssistant port; the index is built once per container (settings are fixed). */
export function offlineAssistant(contactEmail?: string): (conversation: readonly ConversationTurn[], options?: { signal?: AbortSignal }) => Promise<AssistantReply> {
  if (!shared || shared.contactEmail !== contactEmail) shared = { contactEmail, assistant: createOfflineAssistant({ contactEmail }) };
  const { assistant } = shared;
  return async (conversation) => assistant.answer(conversation);
}
