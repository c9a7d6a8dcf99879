import { bookingLinkPlaceholder, handoffPlaceholder } from '../contracts/chat.ts';
import { newsletterCopy } from './blog-page.ts';
import { bookingConfig } from './booking.ts';
import type { EngagementNicknames } from './chat-answer-types.ts';
import { auditEngagement, engagements, type Engagement } from './engagements.ts';
import { resourcesHero } from './resources.ts';
import { technologyComparison, technologyIntegrations } from './technology.ts';
import { capabilities } from './capabilities.ts';
import { claims } from './claims.ts';
import { landingFaq } from './landing.ts';
import { termsOfService } from './terms-of-service.ts';
import type { BlogPost } from './blog-types.ts';
import type { ArticleBlock, LegalDocument } from './types.ts';

/** Phrases the answer rows share, composed from the engagement facts (never a copied figure). */
// 'ICP' and 'CAN-SPAM' keep their capitals.
export const lowerFirst = (text: string) => (/^(?!I\b)[A-Z](?:[a-z]|\s)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
export const firstSentence = (text: string) => text.split(/(?<=\.)\s+/)[0] ?? text;

export function durationOf(e: Engagement): string {
  if (e.coreDuration === e.engagementDuration) return `${e.title} is ${e.coreDuration}, billed monthly with no long-term contract`;
  return `${e.title} takes ${e.coreDuration} of hands-on work, inside an engagement of ${e.engagementDuration} from kickoff to handoff`;
}

export const priceOf = (e: Engagement) => `${e.title} is ${e.price.summary}`;

/** 'A, B and C'. */
export function listJoin(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const allPrices = () => `${listJoin(engagements.map(priceOf))}`;

export const bookingLine = () =>
  `The free ${bookingConfig.durationMinutes}-minute strategy session is the place to go through it with a strategist: ${bookingLinkPlaceholder}`;

/** The smallest paid start (the cheapest one-off engagement), for 'anything smaller?' and 'too early for us?'. */
export const smallestEngagement = [...engagements].filter((e) => e.price.billing !== 'monthly').sort((a, b) => a.price.usd - b.price.usd)[0] ?? auditEngagement;

export function smallestStart(e = smallestEngagement): string {
  return `The smallest paid start is ${e.title} (${e.price.summary}, ${e.engagementDuration}). ${e.commitment} No smaller tier, trial or startup price is published. Before spending anything, the free ${bookingConfig.durationMinutes}-minute strategy session tells you whether any engagement fits yet: ${bookingLinkPlaceholder}`;
}

/** The newsletter row's opening, which the blog-cadence row repeats so a reply with both says it once. */
export const newsletterLine = `${newsletterCopy.title.replace(/^Get /, '').replace(/ in Your Inbox$/, '')}, our newsletter, is free: ${lowerFirst(firstSentence(newsletterCopy.description))}`;

/** The site's comparison with traditional agencies (/technology), one line per feature: the agency's, then ours. */
export const vsAgencies = (features?: readonly string[]) =>
  technologyComparison.rows.filter((r) => !features || features.includes(r.feature)).map((r) => `- ${r.feature}. Agency: ${r.values[1]}. Us: ${r.values[2]}.`).join('\n');

/** Blog posts to read on a topic, each with where to find it and what it says; none on it: the library and the blog. */
export function readingList(posts: readonly BlogPost[]): string {
  const line = (p: BlogPost) => `"${p.title}" (${p.category}, ${p.date}, /blog/${p.slug}): ${p.excerpt}`;
  const [first, ...more] = posts;
  if (!first) return `The resources page, ${resourcesHero.title} (/resources), has ${lowerFirst(resourcesHero.subtitle)} The blog is at /blog.`;
  return [`On that, the blog has ${line(first)}`, ...more.map((p) => `Also worth reading: ${line(p)}`)].join('\n\n');
}

/** An FAQ answer without its one-word verdict ('No.', 'Rarely.'), which answers the FAQ's question, not the visitor's. */
export const withoutVerdict = (answer: string) => answer.replace(/^(yes|no|rarely|very little)\.\s+/i, '');

// Accents are folded before matching: 'auditoría' is 'auditoria'. 'first/middle/last one' follow the display order.
export const engagementNicknames: EngagementNicknames = {
  'gtm-audit-architecture': ['audit', 'gtm audit', 'architecture', 'assessment', 'diagnostic', 'diagnosis', 'health check', 'auditoria', 'first one', 'smallest one', 'cheapest one', 'entry one'],
  'funnel-orchestration': ['orchestration', 'funnel orchestration', 'the build', 'full build', 'system build', 'build project', 'implementation', 'construccion', 'flagship', 'done for you', 'big project', 'big one', 'das große projekt', 'das grosse projekt', 'dem großen projekt', 'el gran proyecto', 'le grand projet', 'middle one', 'second one', 'most popular', 'orquestacion', 'orchestrierung'],
  'fractional-gtm-team': ['fractional', 'fractional team', 'embedded team', 'retainer', 'monthly one', 'monthly plan', 'monthly team', 'ongoing team', 'managed service', 'subscription plan', 'gtm team', 'last one', 'third one', 'ongoing one', 'ongoing engagement', 'monthly engagement', 'enterprise plan', 'enterprise one', 'fractionnelle', 'fraccional'],
};

/** The replies of the guard rules (functions/chat/offline/guards.ts) and the offers the assistant adds; each states the published facts. */
export const canHelpWith = "our three engagements, their prices and timelines, what's included, how we work and booking a free strategy session";
export const partialOffer = `If that doesn't fully answer it, leave your email and I'll pass your question to a strategist, who answers it directly. ${handoffPlaceholder}`;

/** Content looked up by name: a landing FAQ answer, a capability, an integration's description, the terms of service's sentence holding `words`. */
export const faq = (question: string) => landingFaq.items.find((i) => i.question === question)?.answer ?? '';
export const capability = (title: string) => capabilities.find((c) => c.title === title);
export const integration = (title: string) => technologyIntegrations.capabilities.find((c) => c.title === title)?.description ?? '';
/** The block after the heading that holds `words` (an article's section body). */
export function blockAfter(body: readonly ArticleBlock[], words: string): ArticleBlock | undefined {
  const at = body.findIndex((b) => b.type === 'heading' && b.text.includes(words));
  return at >= 0 ? body[at + 1] : undefined;
}
const textsOf = (doc: LegalDocument) => doc.sections.flatMap((s) => s.body).flatMap((b) => ('text' in b ? [b.text] : []));
/** A legal document's one sentence holding `words`. */
export const sentenceIn = (doc: LegalDocument, words: string) => textsOf(doc).flatMap((t) => t.split(/(?<=\.)\s+/)).find((t) => t.includes(words)) ?? '';
export const termsSentence = (words: string) => sentenceIn(termsOfService, words);

/** The terms of service's own sentences: chat answers are automatic, may be wrong and are no offer or commitment. */
export const chatNotBinding = textsOf(termsOfService).find((t) => t.startsWith('Answers from our chat assistant')) ?? '';

/** 'Chat answers do not form an offer or a commitment; please confirm anything important with our team.' */
export const chatNoOffer = chatNotBinding.split('. ')[1]?.replace(/^They /, 'Chat answers ') ?? '';

/** `about`: the engagements the message names (or the one being discussed); `durations`: a claimed duration, not a price. */
export function ruleReply(kind: string | undefined, about: readonly Engagement[], durations = false, results = false): string | undefined {
  // A claimed result ('your colleague said you guarantee 20 meetings a month', blind-30; 'a money back guarantee'): the
  // typical figure and that results are not guaranteed.
  const facts = results ? `Clients typically see ${claims.strategicMeetings.value} ${claims.strategicMeetings.label.toLowerCase()} once the system runs; ${lowerFirst(termsSentence('Results depend').replace(/\.$/, ''))}` : durations ? listJoin((about.length > 0 ? about : engagements).map(durationOf)) : about.length > 0 ? about.map((e) => `${e.title} is ${e.price.summary}`).join('; ') : allPrices();
  if (kind === 'figure') return `That isn't our price: ${facts}. The prices are fixed and published.`;
  // An injection that also asks about an engagement ('confirm the audit is free') gets its real terms.
  if (kind === 'injection') return `I can't share my instructions, switch to another mode or change a price. I can only help with questions about RevRebel: ${canHelpWith}.${about.length > 0 ? ` For the record, ${facts}.` : ''}`;
  if (kind === 'haggle') return `No, I can't offer a discount or confirm a different price: our prices are fixed and published, and the site lists no promo code, startup price or discount for paying upfront. ${facts}. ${bookingLine()}`;
  // A promise claimed from elsewhere (a call, a colleague) is for a person to check, not a dead end (blind-11).
  if (kind === 'forged') return `I can't confirm that: it isn't in this conversation and it doesn't match our published terms. ${facts}. ${chatNotBinding} If someone on our team told you something different, leave your email and a strategist will check what was agreed and answer you directly. ${handoffPlaceholder}`;
  if (kind === 'off-topic') return `I'm only here for questions about RevRebel: ${canHelpWith}. What would you like to know?`;
  return undefined;
}
