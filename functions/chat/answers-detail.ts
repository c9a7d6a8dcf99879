import { blogHero } from '../../content/blog-page.ts';
import { blogCategories } from '../../content/blog-categories.ts';
import { blogPosts } from '../../content/blog-posts.ts';
import { engagements } from '../../content/engagements.ts';
import { bullets, lead, type AnswerContext } from './answer-kit.ts';
import type { IntentId } from './intents.ts';
import { wordMatcher } from './shared-words.ts';

/**
 * Details asked about by their own words: the lines of a named engagement's facts ('the executive readout', 'Slack',
 * 'reviews') and the blog's posts ('the real cost of in-house SDRs'), found by the words they share with the question.
 * The engagements' own names say nothing about which of their facts is asked.
 */
const { termsOf, overlap } = wordMatcher(['team', 'engagement', 'plan', 'gtm', 'audit', 'funnel', 'orchestration', 'fractional']);

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

/** Reporting on a named engagement: the lines of its 'includes' list about reviews, reports and dashboards. */
function reporting(ctx: AnswerContext): string {
  return engagements
    .filter((e) => ctx.engagements.includes(e.id))
    .flatMap((e) => e.includes.filter((i) => /review|report|dashboard/i.test(i)).map((i) => `${e.title}: ${i}`))
    .join('\n');
}

export const detailAnswers: Partial<Record<IntentId, (ctx: AnswerContext) => string>> = {
  'engagement-detail': (ctx) => engagementDetails(ctx).join('\n'),
  'engagement-reporting': reporting,
  blog,
};
