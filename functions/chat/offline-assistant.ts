import type { ChatHistoryEntry } from '../../contracts/chat.ts';
import { engagements, type EngagementId } from '../../content/engagements.ts';
import { answers, bookingOffer, greeting, redirectAnswer, type AnswerContext } from './answers.ts';
import { engagementDetails } from './answers-detail.ts';
import { spanishAnswers } from './answers-es.ts';
import type { ChatAssistant } from './chat-core.ts';
import { englishWords } from './english-words.ts';
import { figuresIn } from './figures.ts';
import { handoffOffer, wantsHandoff } from './handoff.ts';
import { correctionNote } from './history-guard.ts';
import { intentIds, intentVocabulary, type IntentId } from './intents.ts';
import type { KnowledgePassage } from './knowledge-types.ts';
import { buildKnowledge } from './knowledge.ts';
import { answersInEnglish } from './language.ts';
import { createNormalizer, words } from './normalize.ts';
import { createPassageSearch } from './passage-search.ts';
import { briefBudget, fitReply, replyBudget } from './reply-length.ts';
import { planReply, type ReplyPlan } from './reply-plan.ts';
import { synonymFamilies } from './synonyms.ts';

/**
 * The assistant used when no OpenAI key is configured. It recognises what the visitor asks (intents.ts), answers
 * each part from content/ (answers.ts), falls back to full-text search over the content passages, and redirects
 * politely when the question is not about us. It never states a figure the content does not.
 */
export interface OfflineAssistant {
  answer(conversation: readonly ChatHistoryEntry[]): string;
  /** What the assistant understood, for tests and the evaluation. */
  plan(conversation: readonly ChatHistoryEntry[]): ReplyPlan;
}

const bookingIntents: readonly IntentId[] = ['booking', 'session', 'human'];
const overview = (id: EngagementId) => {
  const e = engagements.find((x) => x.id === id);
  return e ? `${e.title}: ${e.tagline}. ${e.price.label} ${e.price.unit}; ${e.coreDuration === e.engagementDuration ? e.durationNote : `${e.coreDuration} of core work, ${e.engagementDuration} from kickoff to handoff`}. ${e.fitLine}.` : '';
};

export interface OfflineOptions {
  /** The configured CONTACT_EMAIL; unset, no reply names an email address, only the contact form. */
  readonly contactEmail?: string | undefined;
  readonly passages?: readonly KnowledgePassage[];
}

export function createOfflineKnowledgeBase({ contactEmail, passages = buildKnowledge(contactEmail) }: OfflineOptions = {}): OfflineAssistant {
  const vocabulary = new Set<string>([
    ...passages.flatMap((p) => words(`${p.title} ${p.text} ${p.keywords}`)),
    ...Object.entries(synonymFamilies).flatMap(([k, v]) => [k, ...v]),
    ...intentIds.flatMap((id) => id.split('-')),
    ...intentVocabulary(),
    // Everyday words and contractions (apostrophes dropped) are never 'corrected' into content words.
    ...'dont doesnt isnt arent cant wont im ive youre were whats theres lets anyone someone something just want meetings we us our they them their hate hated love unhappy happy signed date dates'.split(' '),
    ...'cancellation refund refunds guarantee discount timezone zone europe london startup seed employees scam fraud useless stupid weather poem homework annual yearly quote versus difference recommend onboarding methodology agency agencies apollo clay located based visit online hours person human'.split(' '),
  ]);
  const normalizer = createNormalizer(vocabulary, englishWords);
  const search = createPassageSearch(passages);
  const allowedFigures = new Set([...passages.flatMap((p) => figuresIn(p.text)), ...engagements.filter((e) => e.price.billing === 'monthly').map((e) => `$${e.price.usd * 12}`)]);

  function plan(conversation: readonly ChatHistoryEntry[]): ReplyPlan {
    return planReply(conversation, { normalizer, search, allowedFigures });
  }

  function answer(conversation: readonly ChatHistoryEntry[]): string {
    const p = plan(conversation);
    const es = p.language === 'es';
    const ctx: AnswerContext = { engagements: p.engagements, question: p.question, contactEmail };
    const parts: string[] = [];
    if (p.forged) parts.push(correctionNote);
    if (p.kind === 'greeting') parts.push(greeting());
    else if (p.kind === 'thanks') parts.push("You're welcome! Anything else I can help with?");
    else if (p.kind === 'discount') parts.push(redirectAnswer('discount'));
    else if (p.kind === 'redirect') parts.push(redirectAnswer('off-topic'));
    else if (p.kind === 'unknown') parts.push(redirectAnswer('unknown', contactEmail));
    else if (p.kind === 'overview') {
      // An engagement named with a question we have no family for: its overview, then the facts of it that share
      // the question's words.
      parts.push(...p.engagements.map(overview), ...engagementDetails(ctx, 2));
    }
    else if (p.kind === 'passage' && p.passage) parts.push(p.passage.text);
    for (const intent of p.intents) {
      const compose = (es ? spanishAnswers[intent] : undefined) ?? answers[intent];
      const text = compose?.(ctx);
      if (text && !parts.includes(text)) parts.push(text);
    }
    // The offers close the reply whole: the answers are tightened to leave room for them.
    const handoff = wantsHandoff(p.message);
    const offers: string[] = [];
    if (handoff.offer) offers.push(handoffOffer(handoff.email));
    const offersBooking = p.intents.some((i) => bookingIntents.includes(i));
    if (!offersBooking && !handoff.offer && p.offerBooking) offers.push(bookingOffer);
    // Nothing composed (a family whose answer found nothing to say): the honest 'ask a strategist', never an empty reply.
    if (parts.every((x) => x.trim() === '') && offers.length === 0) parts.push(redirectAnswer('unknown', contactEmail));
    const room = (p.brief ? briefBudget : replyBudget) - offers.reduce((n, o) => n + o.length + 2, 0);
    let reply = [...fitReply(parts, room), ...offers].join('\n\n');
    const englishOnly = p.language !== 'en' && !(es && p.intents.length > 0 && p.intents.every((i) => spanishAnswers[i]));
    if (englishOnly) reply = `${answersInEnglish[p.language as keyof typeof answersInEnglish]}\n\n${reply}`;
    return reply;
  }

  return { answer, plan };
}

let shared: { contactEmail: string | undefined; base: OfflineAssistant } | undefined;

/** The offline assistant as a ChatAssistant port; the indexes are built once per container (settings are fixed). */
export function offlineAssistant(contactEmail: string | undefined): ChatAssistant {
  if (!shared || shared.contactEmail !== contactEmail) shared = { contactEmail, base: createOfflineKnowledgeBase({ contactEmail }) };
  const { base } = shared;
  return async (conversation) => ({ text: base.answer(conversation) });
}
