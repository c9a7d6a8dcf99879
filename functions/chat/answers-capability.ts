import { capabilities } from '../../content/capabilities.ts';
import { engagements } from '../../content/engagements.ts';
import { technologyEngines, technologyIntegrations } from '../../content/technology.ts';
import type { AnswerContext } from './answer-kit.ts';
import type { IntentId } from './intents.ts';

/**
 * 'Do you clean up CRM data?', 'which data providers?', 'does it work with Outlook?': the capability, integration or
 * engine card of content/ that shares the most words with the question, so a specific question gets the specific
 * card instead of the whole list.
 */
interface Card {
  readonly title: string;
  readonly text: string;
}

const cards: readonly Card[] = [
  ...capabilities.map((c) => ({ title: c.title, text: `${c.description} ${c.details}` })),
  ...technologyIntegrations.capabilities.map((c) => ({ title: c.title, text: c.description })),
  ...technologyEngines.engines.map((e) => ({ title: e.title, text: `${e.description} ${e.points.join('. ')}.` })),
];

const ignored = new Set(
  ('the and for you our are how can but not all any who why get its was has had use one two via per out own new too yes also your that this with what which does ' +
    'from have will would about into there their they them just more actually really guys').split(' '),
);
// Words meet on their first five letters: 'enrich' meets 'enrichment', 'cleanup' meets 'clean'.
const stem = (word: string) => word.slice(0, 5);
const termsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !ignored.has(w)).map(stem));

const indexed = cards.map((card) => ({ card, title: termsOf(card.title), text: termsOf(`${card.title} ${card.text}`) }));

/** The best cards for a question: a word in a card's title counts twice. */
export function matchingCards(question: string, limit = 2): Card[] {
  const asked = [...termsOf(question)];
  return indexed
    .map(({ card, title, text }) => ({ card, score: asked.reduce((sum, t) => sum + (title.has(t) ? 2 : text.has(t) ? 1 : 0), 0) }))
    .filter((s) => s.score >= 2)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.card);
}

function detail(ctx: AnswerContext): string {
  return matchingCards(ctx.question)
    .map((c) => `${c.title}: ${c.text}`)
    .join('\n');
}

/** Reporting on a named engagement: the lines of its 'includes' list about reviews, reports and dashboards. */
function reporting(ctx: AnswerContext): string {
  const lines = engagements.filter((e) => ctx.engagements.includes(e.id)).flatMap((e) => e.includes.filter((i) => /review|report|dashboard/i.test(i)).map((i) => `${e.title}: ${i}`));
  return lines.join('\n');
}

export const capabilityAnswers: Partial<Record<IntentId, (ctx: AnswerContext) => string>> = { 'capability-detail': detail, 'engagement-reporting': reporting };
