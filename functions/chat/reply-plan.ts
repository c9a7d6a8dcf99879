import type { ChatHistoryEntry } from '../../contracts/chat.ts';
import { engagements, type EngagementId } from '../../content/engagements.ts';
import { wantsHandoff } from './handoff.ts';
import { findForgedClaims } from './history-guard.ts';
import { billingWords, detectIntents, soundsHostile, type IntentId } from './intents.ts';
import { describesSituation } from './situation.ts';
import type { KnowledgePassage } from './knowledge-types.ts';
import { detectLanguage, type Language } from './language.ts';
import { questionText } from './question-text.ts';
import type { Normalizer } from './normalize.ts';
import type { PassageSearch } from './passage-search.ts';

/**
 * What to answer: the intents of the new message, the engagements they are about (resolved against the previous
 * turn for follow-ups), whether the browser's history holds false claims to correct, and how to answer when no
 * intent matched (an engagement overview, the best content passage, or a polite redirect).
 */
export interface ReplyPlan {
  readonly message: string;
  /** The normalised message. */
  readonly question: string;
  readonly language: Language;
  readonly kind: 'answer' | 'greeting' | 'thanks' | 'discount' | 'redirect' | 'unknown' | 'overview' | 'passage';
  readonly intents: readonly IntentId[];
  readonly engagements: readonly EngagementId[];
  readonly forged: boolean;
  readonly offerBooking: boolean;
  /** A hostile message: the reply stays a few lines. */
  readonly brief: boolean;
  readonly passage?: KnowledgePassage;
}

export interface PlanPorts {
  readonly normalizer: Normalizer;
  readonly search: PassageSearch;
  readonly allowedFigures: ReadonlySet<string>;
}

// A follow-up is short; a long message stands on its own.
const followUpWords = 10;
// Without an intent, the best passage must account for this share of the question's content words.
const minPassageCoverage = 0.6;
const priceFamily: readonly IntentId[] = ['price', 'billing', 'price-year'];
// Where a strategist is the natural next step: choosing between engagements. Other replies offer booking only when asked.
const bookingNudge: readonly IntentId[] = ['fit', 'compare'];
const smallTalk: readonly IntentId[] = ['greeting', 'thanks', 'hostile'];

// At most this many answers in one reply; a visitor asking more gets the first ones and can ask again.
const maxIntents = 4;
// A statement about the visitor's own go-to-market ('our pipeline is flat'): how to choose an engagement is the answer.
const gtmWords = /\b(our|my|we|were) [a-z ]{0,30}\b(pipeline|sales|outbound|sdrs?|reps|crm|leads|meetings|revenue|icp|market|prospect\w*|team)\b/;
// Addresses say nothing about the question ('jess@startup.io' is no startup).
const addresses = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}|https?:\/\/\S+/gi;

function understand(raw: string, language: Language, normalizer: Normalizer) {
  const text = raw.replace(addresses, ' ');
  const correct = language === 'en';
  const norm = normalizer.normalize(text, { correct });
  const whole = detectIntents(norm);
  const asked = questionText(text);
  const fromQuestions = asked === text ? whole.intents : detectIntents(normalizer.normalize(asked, { correct })).intents;
  // When the question sentences alone say nothing we know ('Which number is real?'), the story around them does.
  const intents = fromQuestions.some((i) => !smallTalk.includes(i)) ? fromQuestions : whole.intents;
  return { norm, intents: intents.slice(0, maxIntents), engagements: whole.engagements };
}

export function planReply(conversation: readonly ChatHistoryEntry[], ports: PlanPorts): ReplyPlan {
  const message = conversation.at(-1)?.content ?? '';
  const history = conversation.slice(0, -1);
  const language = detectLanguage(message);
  const { norm, intents: detected, engagements: named } = understand(message, language, ports.normalizer);
  const previousUser = history.filter((t) => t.role === 'user').at(-1);
  const previous = previousUser ? understand(previousUser.content, detectLanguage(previousUser.content), ports.normalizer) : undefined;
  const wordCount = norm.plain.split(' ').length;
  const followUp = previous !== undefined && wordCount <= followUpWords;

  let intents = [...detected];
  let kind: ReplyPlan['kind'] = 'answer';
  let passage: KnowledgePassage | undefined;
  const has = (id: IntentId) => intents.includes(id);

  // Role tags typed into a message ('</user><assistant>...') are an attempt to write our side of the conversation.
  if (/<\/?\s*(user|assistant|system)\s*>/i.test(message) && !has('injection')) intents.push('injection');
  // A task for someone else's business ('write me a cold email for my clinic') is not a question about us.
  if (/\b(write|draft|generate|compose) (me|us) (a|an|some)\b/.test(norm.plain) && !has('injection')) intents.push('injection');
  if (has('injection')) {
    kind = has('discount') || intents.some((i) => priceFamily.includes(i)) || /\$\d|\bfree\b/i.test(message) ? 'discount' : 'redirect';
    intents = [];
  } else if (has('discount') && !has('vs-hiring')) {
    kind = 'discount';
    intents = intents.filter((i) => i !== 'discount' && !priceFamily.includes(i));
  }
  intents = intents.filter((i) => i !== 'injection' && i !== 'discount');
  // 'A year' matters only when the visitor asks about money (now or in the turn before) or names the monthly team
  // ('the fractional thing for a full yr'); then a comparison is answered by the year's cost beside the others.
  const monthlyNamed = named.some((id) => engagements.find((e) => e.id === id)?.price.billing === 'monthly');
  const money = intents.some((i) => i === 'price' || i === 'billing') || /\b(price|add up|total)\b/.test(norm.canonical) || monthlyNamed;
  if (has('price-year') && !money && !previous?.intents.some((i) => priceFamily.includes(i))) intents = intents.filter((i) => i !== 'price-year');
  if (has('price-year')) intents = intents.filter((i) => i !== 'compare');
  // 'Per month' is about billing only when money or an engagement is in question ("meetings per month" is not).
  if (has('billing') && !has('price') && named.length === 0 && !previous?.intents.some((i) => priceFamily.includes(i))) intents = intents.filter((i) => i !== 'billing');
  if (has('price-year')) intents = intents.filter((i) => i !== 'price' && i !== 'billing');
  // 'How much faster than hiring' compares with hiring, not our engagements' durations.
  if (has('duration') && named.length === 0 && /\b(faster|quicker|shorter|longer|sooner)\b/.test(norm.plain) && !/\b(how long|weeks?|months?|duration|timeline)\b/.test(norm.plain)) {
    intents = intents.filter((i) => i !== 'duration');
  }
  // 'The phases and how long is each one': the phases' own timeframes answer it, unless an engagement is named.
  if (has('methodology') && named.length === 0) intents = intents.filter((i) => i !== 'duration');
  // 'How long is the intro call and does it cost anything': the session's length and price, not the engagements'.
  // 'How can I make a meeting with your team? It cost something?': the session's price.
  if ((has('booking') || has('human')) && has('price') && named.length === 0 && !has('session') && /\b(it|that|this|the meeting|the call)\b.{0,12}\b(cost|costs|price|free|charge)/.test(norm.plain)) intents = [...intents.filter((i) => i !== 'price'), 'session'];
  if (has('session') && named.length === 0) intents = intents.filter((i) => i !== 'duration' && i !== 'price');
  // 'Kickoff workshop length?': the kickoff's own length.
  if (has('first-month') && named.length === 0) intents = intents.filter((i) => i !== 'duration');
  // Reporting 'on the fractional plan' is that engagement's reviews; without an engagement, the metrics we track.
  if (has('engagement-reporting') && named.length === 0) intents = intents.filter((i) => i !== 'engagement-reporting');
  if (has('compare')) intents = intents.filter((i) => i !== 'price' && i !== 'duration' && i !== 'billing');
  if (has('billing') && has('price')) intents = intents.filter((i) => i !== 'billing');

  let engagementIds = [...named];
  const asksForOthers = /\b(other|others|rest)\b/.test(norm.plain);
  // What the conversation was about: the visitor's last question, or else the one engagement our last reply named
  // ('Most clients start with the audit' -> 'what's in it?'). Naming is context, not a fact taken from the browser.
  const lastReply = history.filter((t) => t.role === 'assistant').at(-1)?.content ?? '';
  const replyNamed = engagements.filter((e) => lastReply.includes(e.title)).map((e) => e.id);
  const previousEngagements = previous && previous.engagements.length > 0 ? previous.engagements : replyNamed.length === 1 ? replyNamed : [];
  // 'what about monthly' names the engagement billed that way; 'cheaper?' asks about all of them.
  const byBilling = engagements.filter((e) => billingWords[e.price.billing].test(norm.plain));
  // 'Is that per month?' asks about the engagement in question; 'what about monthly' moves to another.
  const aboutPrevious = /\b(that|it|this|those)\b/.test(norm.plain);
  if (followUp && named.length === 0 && byBilling.length === 1 && !aboutPrevious) engagementIds = byBilling.map((e) => e.id);
  else if (followUp && named.length === 0 && /\b(cheaper|cheapest|less expensive|more affordable)\b/.test(norm.plain)) engagementIds = [];
  else if (followUp && previousEngagements.length > 0 && (engagementIds.length === 0 || asksForOthers)) {
    engagementIds = asksForOthers ? engagements.map((e) => e.id).filter((id) => !previousEngagements.includes(id)) : [...previousEngagements];
  }

  // A detail of an engagement ('Slack', 'the readout') needs the engagement it belongs to.
  if (engagementIds.length === 0) intents = intents.filter((i) => i !== 'engagement-detail');
  const substantive = intents.filter((i) => !smallTalk.includes(i));
  const handoff = wantsHandoff(message).offer;
  if (kind === 'answer' && substantive.length === 0) {
    const continues = /^(and|what about|how about|ok|okay|also|same|for|so|then|cool|great|why|how come)\b/.test(norm.plain);
    if (followUp && previous && previous.intents.some((i) => !smallTalk.includes(i)) && (named.length > 0 || asksForOthers || continues || detected.includes('price-year'))) {
      intents = previous.intents.filter((i) => !smallTalk.includes(i));
      if (detected.includes('price-year')) intents = ['price-year'];
    } else if (engagementIds.length > 0 && named.length > 0) {
      kind = 'overview';
      intents = [];
    } else if (intents.includes('greeting') && !intents.includes('hostile')) {
      kind = 'greeting';
    } else if (intents.includes('thanks')) {
      kind = 'thanks';
    } else if (handoff) {
      intents = [];
    } else if (describesSituation(norm.plain) || (!message.includes('?') && gtmWords.test(norm.plain))) {
      // A situation described, not asked ('we know our funnel is leaking'): which engagement fits it.
      intents = ['fit'];
    } else {
      const terms = ports.search.queryTerms(norm.plain);
      const best = ports.search.search(norm.plain)[0];
      // One matched word ('anyone') is chance, not an answer.
      if (best && best.queryTerms.length >= 2 && best.queryTerms.length / terms.length >= minPassageCoverage) {
        kind = 'passage';
        passage = best.passage;
      } else kind = best ? 'unknown' : 'redirect';
      intents = [];
    }
  } else {
    intents = intents.filter((i) => !smallTalk.includes(i));
    // A statement of the visitor's situation ('we are about to hire two SDRs') also gets the engagement that fits it.
    if (!message.includes('?') && !intents.includes('fit') && describesSituation(norm.plain)) intents.push('fit');
    // A visitor stating meetings we never promised ('you guarantee 50 meetings') gets the results we do state.
    if (/\b\d+ (qualified |strategic )?meetings\b/.test(norm.plain) && !intents.includes('results')) intents.push('results');
    // A sceptic's jab ('this is a scam, overpriced spam shop') gets one calm answer with the proof, not every topic it touched.
    // A jab with nothing else asked gets one calm answer with the proof; an angry question gets its answers, briefly.
    if (intents.includes('trust') || (soundsHostile(norm) && intents.length === 0)) intents = ['trust'];
    else if (soundsHostile(norm)) intents = intents.slice(0, 2);
  }

  const forged = findForgedClaims(history, ports.allowedFigures);
  if (forged.found) {
    if (!intents.some((i) => priceFamily.includes(i))) intents.unshift('price');
    if (forged.aboutDuration && !intents.includes('duration')) intents.push('duration');
    if (forged.aboutTerms && !intents.includes('contract')) intents.push('contract');
    // '$500 for the session': the correction is the session's own price.
    if (/\b(session|call|consultation)\b/.test(norm.plain) && !intents.includes('session')) intents.push('session');
    // The engagements the false claim was about are corrected too ('15k, good. and orchestration?').
    engagementIds = [...new Set([...engagementIds, ...forged.engagements])];
    if (kind !== 'answer' && kind !== 'discount') kind = 'answer';
  }

  const offeredBefore = history.some((t) => t.role === 'assistant' && /strategy session|\{\{BOOKING_LINK\}\}/i.test(t.content));
  const offerBooking = !offeredBefore && intents.some((i) => bookingNudge.includes(i));
  const brief = soundsHostile(norm);
  return { message, question: norm.plain, language, kind, intents, engagements: engagementIds, forged: forged.found, offerBooking, brief, ...(passage ? { passage } : {}) };
}
