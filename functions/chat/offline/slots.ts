import MiniSearch from 'minisearch';
import { blogPosts } from '../../../content/blog-posts.ts';
import { anotherPost, readingRequests, readingRequestWords } from '../../../content/chat-reading-cues.ts';
import { claims, costComparisonNote, landingStatCards } from '../../../content/claims.ts';
import { engagements, type Engagement } from '../../../content/engagements.ts';
import type { BlogPost } from '../../../content/blog-types.ts';
import { figuresIn, moneyIn } from '../figures.ts';
import { terms } from './words.ts';
import { lowerFirst } from '../../../content/chat-answer-kit.ts';

/**
 * What a question is about besides what it asks: the engagement a stated figure belongs to ('the 12 weeks'),
 * the published figures it quotes ('3x'), and the blog post it names by its words.
 */
export function engagementsByFigure(text: string): Engagement[] {
  const stated = new Set([...figuresIn(text), ...moneyIn(text)]);
  const monthly = /\b(month|mo|monthly)\b/i.test(text);
  return engagements.filter((e) => {
    const own = [e.coreDuration, e.engagementDuration].flatMap(figuresIn);
    const others = engagements.filter((o) => o !== e && o.price.usd === e.price.usd);
    const priceNamesIt = stated.has(`$${e.price.usd}`) && (others.length === 0 || (e.price.billing === 'monthly') === monthly);
    return priceNamesIt || own.some((f) => stated.has(f));
  });
}

const quotable = [
  ...Object.values(claims).filter((c) => /\d/.test(c.value) && c.value !== '0'),
  ...landingStatCards.filter((c) => 'note' in c).map((c) => ({ value: c.value, label: c.label, context: 'note' in c ? c.note : '' })),
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The published figures a message quotes, not an estimate of the visitor's ('our crm has like 40% dupes', blind-16). */
// A range reads without its '%' ('wait 30-40 and 40-60?? which one is it', blind-24), unless a noun follows ('40-60 people');
// a lone number needs it ('85 people'). '65 %', as German and French write it, is '65%'.
const valuePattern = (value: string) => (value.includes('-') ? escape(value).replace(/%$/, '(%|(?!\\s*(?!and\\b|or\\b|vs\\b)[a-z]))') : escape(value));
export const quotedValues = (text: string) => quotable.filter((c) => new RegExp(`(?<!\\b(?:like|about|around|roughly|nearly|almost|maybe) )(?<![\\d-])${valuePattern(c.value)}(?![\\d-])`, 'i').test(text.replace(/(\d)\s+%/g, '$1%')));
export function quotedFigures(text: string): string | undefined {
  const found = quotedValues(text);
  if (found.length === 0) return undefined;
  if (found.some((c) => c.value === claims.costReduction.value) && found.some((c) => c.value === landingStatCards[3].value)) return costComparisonNote;
  // 'the 30-40% pipeline increase, over what period?' (blind-33): the home page's card of that name, which states no period.
  const pipeline = landingStatCards.find((c) => /pipeline/i.test(c.label));
  if (pipeline && /\bpipeline\b/i.test(text) && found.some((c) => c.value === pipeline.value)) return `On the home page, ${pipeline.value} is the "${pipeline.label}" card; the site gives no period or baseline for it. The same ${claims.costReduction.value} elsewhere is ${lowerFirst(claims.costReduction.label)}: ${lowerFirst(claims.costReduction.context)}`;
  return found.map((c) => `The ${c.value} figure is ${c.label.toLowerCase()}: ${c.context.charAt(0).toLowerCase()}${c.context.slice(1)}`).join(' ');
}

// Built on the first article question, not at import: the import is the Lambda's cold start.
let postIndex: MiniSearch<BlogPost> | undefined;

function searchPosts(text: string) {
  if (!postIndex) {
    postIndex = new MiniSearch<BlogPost>({ fields: ['title', 'excerpt', 'tags', 'category'], storeFields: ['slug'], tokenize: (t) => terms(t), extractField: (post, field) => String((post as Record<string, unknown>)[field] ?? '') });
    postIndex.addAll(blogPosts);
  }
  return postIndex.search(terms(text).join(' '), { fuzzy: 0.2, prefix: true, boost: { title: 2, tags: 2 } });
}

// A second post is suggested only when it matches nearly as well as the first.
const secondPost = 0.75;
/** The posts on a topic: the best match and, when about as good, one more; `min` keeps out a weak best. */
export function postsOn(text: string, min = 3): BlogPost[] {
  const hits = searchPosts(text).filter((h, _, all) => h.score >= min && h.score >= (all[0]?.score ?? 0) * secondPost).slice(0, 2);
  const all: readonly BlogPost[] = blogPosts;
  return hits.flatMap((h) => all.filter((p) => p.slug === h['slug']));
}

/** The post whose title, tags or excerpt share the most words with the question. */
export const postNamed = (text: string): BlogPost | undefined => postsOn(text, 0)[0];


export function asksToRead(message: string, afterPost: boolean): boolean {
  return readingRequests.some((p) => p.test(message)) && !/\b(terms|privacy|policy|contract)\b/i.test(message) || (afterPost && anotherPost.test(message));
}

export const topicOfReading = (message: string) => message.split(/\s+/).filter((w) => !readingRequestWords.has(w.toLowerCase().replace(/\W/g, ''))).join(' ');
