import type { BlogPost } from './blog-types.ts';
import { blockAfter, lowerFirst } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { costComparisonNote } from './claims.ts';
import { resourceLibrary } from './resources.ts';
import { automationDisappointmentPost } from './blog-posts/automation-disappointment.ts';
import { executiveTimeManagementPost } from './blog-posts/executive-time-management.ts';
import { gtmMetricsKpisPost } from './blog-posts/gtm-metrics-kpis.ts';
import { hiddenCostsOfInhouseSdrsPost } from './blog-posts/hidden-costs-of-inhouse-sdrs.ts';
import { scalingOutboundStartupToScaleupPost } from './blog-posts/scaling-outbound-startup-to-scaleup.ts';
import { techStackAiPoweredPost } from './blog-posts/tech-stack-ai-powered.ts';

/**
 * Reading asked for by topic ('anything on SDR costs?'): the post on that topic first, with what it covers, instead
 * of the whole list of posts. Section titles lose their numbering and asides ('Stage 1:', '(roughly ...)').
 */
const sections = (post: BlogPost) =>
  post.body.flatMap((b) => (b.type === 'heading' ? [lowerFirst(b.text.replace(/^(?:\d+\.|Layer \d+:|Stage \d+:)\s*/, '').replace(/\s*\(.*\)$/, ''))] : []));
const vanityBlock = blockAfter(gtmMetricsKpisPost.body, 'vanity');
/** The metrics post's advice on vanity metrics, its first two sentences. */
const vanity = vanityBlock?.type === 'paragraph' ? vanityBlock.text.split('. ').slice(0, 2).join('. ') : '';
const pointer = (post: BlogPost) => `"${post.title}" (${post.category}, /blog/${post.slug}): ${post.excerpt}`;
const covers = (post: BlogPost) => `It covers: ${sections(post).join('; ')}.`;
/** How the resources page lists a post, where it lists it as a tool ('Cost Model', 'Scorecard'). */
const listedAs = (post: BlogPost) => {
  const entry = resourceLibrary.flatMap((g) => g.resources.map((r) => ({ group: g.title, ...r }))).find((r) => r.link === `/blog/${post.slug}` && r.group.includes('ROI'));
  return entry ? ` The resources page lists it under ${entry.group} as a ${entry.type.toLowerCase()}.` : '';
};

export const readingRows: readonly ChatAnswerRow[] = [
  {
    id: 'read-sdr-costs',
    readingOnly: true,
    answer: () => `Yes: ${pointer(hiddenCostsOfInhouseSdrsPost)} ${covers(hiddenCostsOfInhouseSdrsPost)}${listedAs(hiddenCostsOfInhouseSdrsPost)}`,
    followUps: ['cost-vs-sdr', 'vs-sdr'],
  },
  {
    // Not reading only: 'which KPIs should I stop reporting to leadership?' asks the post's advice, not for something to read.
    id: 'vanity-metrics',
    answer: () => `${vanity}. Instead, "${gtmMetricsKpisPost.title}" (/blog/${gtmMetricsKpisPost.slug}) reports three layers: ${sections(gtmMetricsKpisPost).slice(0, 3).join(', ')}.`,
    followUps: ['read-metrics', 'reporting'],
  },
  {
    id: 'read-metrics',
    readingOnly: true,
    answer: () => `${pointer(gtmMetricsKpisPost)} ${covers(gtmMetricsKpisPost)} On vanity metrics it says: ${vanity}.${listedAs(gtmMetricsKpisPost)}`,
    followUps: ['reporting'],
  },
  {
    id: 'read-founder',
    readingOnly: true,
    answer: () =>
      `Two posts fit: ${pointer(scalingOutboundStartupToScaleupPost)} ${covers(scalingOutboundStartupToScaleupPost)}\n\nAnd ${pointer(executiveTimeManagementPost)}`,
    followUps: ['fit-build', 'leader-time'],
  },
  {
    id: 'read-tech-stack',
    readingOnly: true,
    answer: () =>
      `Two posts fit: ${pointer(techStackAiPoweredPost)} ${covers(techStackAiPoweredPost)}\n\nAnd ${pointer(automationDisappointmentPost)}`,
    followUps: ['tools', 'diy-vs-system'],
  },
  {
    // Not reading only: 'what are the hidden costs of SDRs you keep talking about?' asks the post's argument, not our fees (blind-15).
    id: 'sdr-hidden-costs',
    answer: () => `Beyond salary, "${hiddenCostsOfInhouseSdrsPost.title}" (/blog/${hiddenCostsOfInhouseSdrsPost.slug}) counts: ${sections(hiddenCostsOfInhouseSdrsPost).slice(0, -1).join('; ')}. ${costComparisonNote}`,
    followUps: ['cost-vs-sdr', 'replace-sdrs'],
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const readingAsks: RowAsks = {
  'read-sdr-costs': ['do you have an article on what SDRs really cost', 'anything to read about hiring SDRs vs outsourcing', 'point me to the article on SDR costs', 'you had a post about how much SDRs cost', 'reading on the true cost of an SDR team', 'which post would help me convince my CEO that hiring SDRs is a mistake'],
  'vanity-metrics': ['which KPIs should we stop showing leadership', 'what are vanity metrics', 'which metrics should leadership stop looking at', 'is email volume a good KPI', 'should we still count dials and emails sent'],
  'read-metrics': ['anything to read about metrics and KPIs', 'which metrics should I show the board', 'my board keeps grilling me on GTM KPIs', 'article on the sales metrics that matter', 'what is in the scorecard resource'],
  'read-founder': ['something to read for a founder still doing sales himself', 'anything for a founder doing all the selling', 'what should a founder read before the call', 'article on moving past founder-led sales', 'reading on scaling outbound as a startup'],
  'sdr-hidden-costs': ['what does an in-house SDR really cost all in', 'what do SDRs really cost beyond salary', 'what costs do people forget when they hire SDRs', 'why is an SDR more expensive than the salary', 'the hidden costs of SDRs you keep talking about'],
  'read-tech-stack': ['anything on AI tools and the tech stack', 'article about building a GTM tech stack', 'reading on sales tool sprawl', 'do you have a post on AI in sales tools', 'something on why sales automation disappoints'],
};
