import { blogPosts } from '../../content/blog-posts.ts';
import { engagements } from '../../content/engagements.ts';
import { figuresIn } from './figures.ts';
import { contentTexts } from './llm/content-text.ts';
import { priceMathFigures } from './offline/price-math.ts';
import { emailsIn, phonesIn, urlsIn } from './llm/fact-patterns.ts';

/**
 * What a chat reply may state: every figure, phone number, email address and URL that the business content states,
 * read from the content modules' values (not from any answer), plus the figures we derive on purpose (each price as
 * a plain dollar amount, a year of the monthly team, and the sums offline/price-math.ts computes: N months of a
 * monthly engagement, two or three engagements together). The LLM output guard, the offline assistant's wrong-price rule
 * and the evaluation all check replies against it.
 */
export interface BackedFacts {
  readonly figures: Set<string>;
  readonly phones: Set<string>;
  readonly emails: Set<string>;
  readonly urls: Set<string>;
}

let cached: BackedFacts | undefined;

function contentFacts(): BackedFacts {
  // 'Week 1', 'Weeks 2-4' (a timeline's labels) state durations too: read them as '1 week', '2-4 weeks'.
  const texts = contentTexts().map((t) => t.replace(/\b(week|month|day)s?\s+(\d+(?:\s?[–-]\s?\d+)?)\b/gi, '$2 $1s'));
  const yearly = engagements.filter((e) => e.price.billing === 'monthly').map((e) => `$${e.price.usd * 12}`);
  const prices = engagements.map((e) => `$${e.price.usd}`);
  return {
    figures: new Set([...texts.flatMap(figuresIn), ...yearly, ...prices, ...priceMathFigures()]),
    phones: new Set(texts.flatMap(phonesIn)),
    emails: new Set(texts.flatMap(emailsIn)),
    urls: new Set(texts.flatMap(urlsIn)),
  };
}

/** `settings`: the configured CONTACT_EMAIL, SUPPORT_PHONE and BOOKING_URL, which are settings, not content. */
export function backedFacts(settings: { emails?: readonly string[]; phones?: readonly string[]; urls?: readonly string[] } = {}): BackedFacts {
  cached ??= contentFacts();
  if (!settings.emails && !settings.phones && !settings.urls) return cached;
  return {
    figures: cached.figures,
    phones: new Set([...cached.phones, ...(settings.phones ?? [])]),
    emails: new Set([...cached.emails, ...(settings.emails ?? []).map((e) => e.toLowerCase())]),
    urls: new Set([...cached.urls, ...(settings.urls ?? [])]),
  };
}

let posts: Set<string> | undefined;
/**
 * The figures the blog posts state ('the last 18 months' of the ABM guide). The offline assistant quotes a post's section
 * under the post's title, so these are content/'s too when the evaluation checks its replies; the LLM's output guard keeps
 * to the business content above, so a model cannot lift a post's illustration into a statement about an engagement.
 */
function postFigures(): ReadonlySet<string> {
  posts ??= new Set(blogPosts.flatMap((p) => [p.title, p.excerpt, ...p.body.flatMap((b) => (b.type === 'list' ? b.items : [b.text]))]).flatMap(figuresIn));
  return posts;
}

/** The figures an offline reply states that content/ does not: a post's figures count as backed in a reply quoting the post under its path. */
export function unbackedFigures(reply: string): string[] {
  const { figures } = backedFacts();
  const quotesPost = reply.includes('/blog/');
  return figuresIn(reply).filter((f) => !figures.has(f) && !(quotesPost && postFigures().has(f)));
}
