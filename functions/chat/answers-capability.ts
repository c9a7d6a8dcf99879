import { capabilities } from '../../content/capabilities.ts';
import { technologyEngines, technologyIntegrations } from '../../content/technology.ts';
import type { AnswerContext } from './answer-kit.ts';
import type { IntentId } from './intents.ts';
import { wordMatcher } from './shared-words.ts';

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

const { termsOf } = wordMatcher();

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

export const capabilityAnswers: Partial<Record<IntentId, (ctx: AnswerContext) => string>> = { 'capability-detail': detail };
