import { engagementNicknames } from '../../../content/chat-answer-kit.ts';
import { engagements, type Engagement } from '../../../content/engagements.ts';
import { nearly, words } from './words.ts';

/**
 * The engagements a message names, in the order named: by title, nickname (content/chat-answer-kit.ts) or the pages' badges
 * ('START HERE'). A long single word within one typo counts ('orchestraton'); a bare 'team' or 'funnel' does not.
 */
const badgesOf = (e: Engagement) => [e.pricingBadge, e.landingBadge ?? ''].filter(Boolean).map((b) => b.toLowerCase());
const names = engagements.map((e) => ({ e, phrases: [e.title.toLowerCase(), ...badgesOf(e), ...engagementNicknames[e.id]].map((p) => words(p)) }));

// One-word names are looked up once per word: the matcher reads every phrasing through this at its first question.
const singleNames = names.flatMap(({ e, phrases }) => phrases.filter((p) => p.length === 1).map((p) => ({ e, name: p[0] ?? '' })));
const singleOf = new Map<string, Engagement[]>();
const longNames = names.flatMap(({ e, phrases }) => phrases.filter((p) => p.length > 1).map((phrase) => ({ e, phrase })));
const titleWordsOf = new Map<Engagement, string[]>(engagements.map((e): [Engagement, string[]] => [e, words(e.title)]));
function namedBy(word: string): Engagement[] {
  let found = singleOf.get(word);
  if (!found) singleOf.set(word, (found = [...new Set(singleNames.filter((n) => nearly(word, n.name)).map((n) => n.e))]));
  return found;
}

function find(w: readonly string[]): { e: Engagement; at: number; length: number }[] {
  const found: { e: Engagement; at: number; length: number }[] = [];
  for (const { e, phrase } of longNames) {
    for (let i = 0; i + phrase.length <= w.length; i += 1) {
      if (phrase.every((p, j) => w[i + j] === p)) found.push({ e, at: i, length: phrase.length });
    }
  }
  w.forEach((word, at) => namedBy(word).forEach((e) => found.push({ e, at, length: 1 })));
  return found;
}

export function namedEngagements(text: string): Engagement[] {
  const found = find(words(text)).sort((x, y) => x.at - y.at);
  return [...new Set(found.map((f) => f.e))];
}

/** The text without the engagements' names: 'what about the fractional team' asks nothing about teams. */
export function withoutNames(text: string): string {
  const w = words(text);
  const found = find(w);
  const named = new Set(found.flatMap((f) => Array.from({ length: f.length }, (_, k) => f.at + k)));
  // The rest of a title named by a nickname is name too: 'la orquestación del funnel' asks nothing about funnels.
  const titleWords = new Set(found.flatMap((f) => titleWordsOf.get(f.e) ?? []));
  return w.filter((word, i) => !named.has(i) && !titleWords.has(word)).join(' ');
}

/** Single-word names, which the matcher ignores: the engagement is a slot of the question, not what it asks. */
export const engagementWords = new Set(names.flatMap(({ phrases }) => phrases.filter((p) => p.length === 1).map((p) => p[0] ?? '')));
