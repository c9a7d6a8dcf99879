import { bookingLinkPlaceholder, type ChatHistoryEntry } from '../../contracts/chat.ts';
import { bookingConfig } from '../../content/booking.ts';
import { company } from '../../content/company.ts';
import { engagements, type EngagementId } from '../../content/engagements.ts';
import type { ChatAssistant } from './chat-core.ts';
import { engagementAliases, knowledgePassages, type KnowledgePassage, type PassageTopic } from './knowledge.ts';
import { createBm25Index, tokenize, type SearchHit } from './text-search.ts';

/**
 * The assistant used when no OpenAI key is configured: BM25 retrieval over the content-generated passages, with
 * the engagement a visitor names (or named in their previous question) steering the ranking. It only ever
 * repeats passages, so it cannot invent a price; every answer ends with an offer to book.
 */

// Below this share of the question's weight matched by the best passage, we redirect instead of guessing.
const minCoverage = 0.4;
// Further passages join the answer when they score at least this share of the best one.
const companionShare = 0.75;
const maxPassages = 3;
const maxAnswerChars = 1400;

// Phrases that say what a question is about; passages of that topic rank higher (vocabulary, not facts).
const topicTriggers: Partial<Record<PassageTopic, RegExp>> = {
  price: /\b(costs?|prices?|pricing|priced|how much|fees?|pay|charge|expensive|budget|afford|quote|invest)\b/i,
  duration: /\b(how long|duration|timeline|how many (weeks|months)|take to|length)\b/i,
  includes: /\b(include[sd]?|including|what do (i|we) get|deliverables?|scope)\b/i,
  booking: /\b(book|booking|schedule|appointment|strategy session|calendar|demo)\b/i,
  contact: /\b(contact|reach|e-?mail|phone|call you|speak|talk to|human|linkedin)\b/i,
  location: /\b(where|located|location|based|headquarters|hq|office|address)\b/i,
  technology: /\b(crm|salesforce|hubspot|pipedrive|integrat\w*|tools?|stack|software|gdpr|compliance)\b/i,
  terms: /\b(contracts?|cancel|commitment|notice|change plans?|switch|refund)\b/i,
};
const topicBoost = 1.8;

const greetingWords = new Set(['hi', 'hello', 'hey', 'hiya', 'yo', 'morning', 'afternoon', 'evening', 'good', 'there', 'greetings']);
const thanksWords = new Set(['thanks', 'thank', 'thx', 'ty', 'cheers', 'great', 'awesome', 'perfect', 'ok', 'okay', 'cool', 'got', 'it', 'you', 'that', 'helps', 'helpful', 'very', 'much', 'so']);

const session = `${bookingConfig.price.toLowerCase()} ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName}`;

function engagementTerms(): Map<EngagementId, Set<string>> {
  const titleTokens = engagements.map((e) => new Set(tokenize(e.title)));
  const terms = new Map<EngagementId, Set<string>>();
  engagements.forEach((e, i) => {
    // A title word names the engagement only when no other title has it ('gtm' names none).
    const own = [...(titleTokens[i] ?? [])].filter((t) => titleTokens.every((other, j) => j === i || !other.has(t)));
    terms.set(e.id, new Set([...own.filter((t) => t !== 'team'), ...tokenize(engagementAliases[e.id])]));
  });
  return terms;
}

export interface OfflineAssistant {
  answer(conversation: readonly ChatHistoryEntry[]): string;
  /** The ranked passages for one question (for the evaluation and tests). */
  rank(question: string, previousQuestions?: readonly string[]): { hits: readonly (SearchHit & { passage: KnowledgePassage })[]; coverage: number };
}

export function createOfflineKnowledgeBase(passages: readonly KnowledgePassage[] = knowledgePassages): OfflineAssistant {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const index = createBm25Index(passages.map((p) => ({ id: p.id, text: `${p.title} ${p.text} ${p.keywords}` })));
  const namedBy = engagementTerms();

  const engagementsIn = (tokens: readonly string[]): Set<EngagementId> =>
    new Set([...namedBy].filter(([, terms]) => tokens.some((t) => terms.has(t))).map(([id]) => id));

  function rank(question: string, previousQuestions: readonly string[] = []) {
    const tokens = tokenize(question);
    let named = engagementsIn(tokens);
    // A short follow-up ("and how long does it take?") is about the engagement asked about last.
    if (named.size === 0 && tokens.length <= 6) {
      for (const previous of [...previousQuestions].reverse()) {
        const earlier = engagementsIn(tokenize(previous));
        if (earlier.size > 0) {
          named = earlier;
          break;
        }
      }
    }
    // Only an engagement's name ("tell me about the audit"): the overview answers best.
    const nameOnly = named.size > 0 && tokens.every((t) => [...named].some((id) => namedBy.get(id)?.has(t)));
    const topics = new Set(Object.entries(topicTriggers).filter(([, re]) => re.test(question)).map(([topic]) => topic));
    const hits = index
      .search(tokens)
      .map((hit) => {
        const passage = byId.get(hit.id) as KnowledgePassage;
        let factor = 1;
        if (named.size > 0) factor = passage.engagement ? (named.has(passage.engagement) ? 1.6 : 0.3) : named.size > 1 ? 1 : 0.8;
        else if (passage.engagement) factor = 0.6;
        if (nameOnly && passage.topic === 'engagement') factor *= 1.5;
        if (topics.has(passage.topic)) factor *= topicBoost;
        return { ...hit, score: hit.score * factor, passage };
      })
      .sort((a, b) => b.score - a.score);
    // How much of the question's weight the best passage accounts for; words we have never seen weigh the most.
    const unknownWeight = Math.log(1 + index.size);
    const weight = (t: string) => index.idf(t) || unknownWeight;
    const distinct = [...new Set(tokens)];
    const total = distinct.reduce((sum, t) => sum + weight(t), 0);
    const top = hits[0];
    const coverage = top && total > 0 ? top.matchedTerms.reduce((sum, t) => sum + weight(t), 0) / total : 0;
    return { hits, coverage };
  }

  function answer(conversation: readonly ChatHistoryEntry[]): string {
    const userTurns = conversation.filter((entry) => entry.role === 'user').map((entry) => entry.content);
    const question = userTurns.at(-1) ?? '';
    const words = question.toLowerCase().match(/[a-z]+/g) ?? [];
    if (words.length > 0 && words.every((w) => greetingWords.has(w))) return greeting();
    if (words.length > 0 && words.some((w) => w.startsWith('thank') || w === 'thx' || w === 'cheers') && words.every((w) => thanksWords.has(w) || greetingWords.has(w))) {
      return `You're welcome! Anything else I can help with? If you'd like to go deeper, book a ${session} here: ${bookingLinkPlaceholder}`;
    }

    const { hits, coverage } = rank(question, userTurns.slice(0, -1));
    const top = hits[0];
    if (!top || coverage < minCoverage) return redirect();

    const chosen: KnowledgePassage[] = [top.passage];
    let length = top.passage.text.length;
    for (const hit of hits.slice(1)) {
      if (chosen.length >= maxPassages || hit.score < top.score * companionShare) break;
      const text = hit.passage.text;
      if (chosen.some((p) => p.text.includes(text) || text.includes(p.text))) continue;
      if (length + text.length > maxAnswerChars) continue;
      chosen.push(hit.passage);
      length += text.length;
    }
    return `${chosen.map((p) => p.text).join('\n\n')}\n\n${closing(top.passage)}`;
  }

  return { answer, rank };
}

function greeting(): string {
  return (
    `Hi! I'm the ${company.name} assistant. Ask me about our three engagements (${engagements.map((e) => e.title).join(', ')}), ` +
    `what they cost and include, how long they take, or how to reach us. Or go straight to a ${session}: ${bookingLinkPlaceholder}`
  );
}

function closing(passage: KnowledgePassage): string {
  if (passage.topic === 'booking') return `You can pick a time right here: ${bookingLinkPlaceholder}`;
  return `Would you like to talk it through with a strategist? Book a ${session}: ${bookingLinkPlaceholder}`;
}

/** The answer to a question the content does not cover. */
export function redirect(): string {
  return (
    `I don't have a reliable answer to that, and I'd rather not guess. A strategist can answer it in a ${session} ` +
    `(${bookingLinkPlaceholder}), or send your question through the contact form at /contact or to ${company.email} and we'll reply personally. ` +
    `I can tell you about our engagements, prices, timelines, what's included, how to book and how to reach us.`
  );
}

let shared: OfflineAssistant | undefined;

/** The offline assistant as a ChatAssistant port; the index is built once per container. */
export const offlineAssistant: ChatAssistant = async (conversation) => {
  shared ??= createOfflineKnowledgeBase();
  return shared.answer(conversation);
};
