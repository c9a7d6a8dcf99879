import { engagements } from '../../content/engagements.ts';
import { figuresIn } from './figures.ts';
import { contentTexts } from './llm/content-text.ts';
import { emailsIn, phonesIn, urlsIn } from './llm/fact-patterns.ts';

/**
 * The figures, phone numbers, email addresses and URLs the business content states: what a reply may state. The
 * one derived figure we compute on purpose is added: a year of the monthly team.
 */
export interface BackedFacts {
  readonly figures: Set<string>;
  readonly phones: Set<string>;
  readonly emails: Set<string>;
  readonly urls: Set<string>;
}

let cached: BackedFacts | undefined;

export function backedFacts(): BackedFacts {
  if (cached) return cached;
  // 'Week 1', 'Weeks 2-4' (a timeline's labels) state durations too: read them as '1 week', '2-4 weeks'.
  const texts = contentTexts().map((t) => t.replace(/\b(week|month|day)s?\s+(\d+(?:\s?[–-]\s?\d+)?)\b/gi, '$2 $1s'));
  const yearly = engagements.filter((e) => e.price.billing === 'monthly').map((e) => `$${e.price.usd * 12}`);
  cached = {
    figures: new Set([...texts.flatMap(figuresIn), ...yearly]),
    phones: new Set(texts.flatMap(phonesIn)),
    emails: new Set(texts.flatMap(emailsIn)),
    urls: new Set(texts.flatMap(urlsIn)),
  };
  return cached;
}
