import { blogHero } from '../../content/blog-page.ts';
import { blogCategories } from '../../content/blog-categories.ts';
import { blogPosts } from '../../content/blog-posts.ts';
import { engagements } from '../../content/engagements.ts';
import { bullets, lead, type AnswerContext } from './answer-kit.ts';
import type { IntentId } from './intents.ts';

/**
 * Details asked about by their own words: the lines of a named engagement's facts ('the executive readout', 'Slack',
 * 'reviews') and the blog's posts ('the real cost of in-house SDRs'), found by the words they share with the question.
 */
const ignored = new Set(
  ('the and for you our are how can but not all any who why get its was has had use one two via per out own new too yes also your that this with what which does ' +
    'from have will would about into there their they them just more actually really guys team engagement plan gtm audit funnel orchestration fractional').split(' '),
);
// Words meet on their first five letters: 'reviews' meets 'review', 'reporting' meets 'reports'.
const termsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !ignored.has(w)).map((w) => w.slice(0, 5)));
const overlap = (question: Set<string>, text: string) => [...termsOf(text)].filter((t) => question.has(t)).length;

/** The facts of the named engagements that share `minShared` words with the question, best first. */
export function engagementDetails(ctx: AnswerContext, minShared = 1): string[] {
  const asked = termsOf(ctx.question);
  return engagements
    .filter((e) => ctx.engagements.includes(e.id))
    .flatMap((e) => [...e.includes, ...e.description.split(/(?<=\.)\s/), e.durationNote].map((line) => ({ line: `${e.title}: ${line}`, score: overlap(asked, line) })))
    .filter((d) => d.score >= minShared)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((d) => d.line);
}

function blog(ctx: AnswerContext): string {
  const asked = termsOf(ctx.question);
  const posts = blogPosts.filter((p) => overlap(asked, `${p.title} ${p.category}`) > 0).slice(0, 3);
  const intro = `Our blog, ${blogHero.title} (/blog), has field notes on ${blogCategories.join(', ')}. ${lead(blogHero.subtitle)}`;
  return posts.length > 0 ? `${intro}\n${bullets(posts.map((p) => `${p.title}: /blog/${p.slug}`))}` : intro;
}

export const detailAnswers: Partial<Record<IntentId, (ctx: AnswerContext) => string>> = {
  'engagement-detail': (ctx) => engagementDetails(ctx).join('\n'),
  blog,
};
