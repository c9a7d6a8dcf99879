import { aboutHero, aboutValues } from './about.ts';
import { approachProblems } from './approach.ts';
import { blogAuthors } from './blog-authors.ts';
import { capability, listJoin, lowerFirst } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { claims } from './claims.ts';
import { company } from './company.ts';
import { gtmOrchestrationHero, gtmOrchestrationPillars } from './gtm-orchestration.ts';
import { technologyEngines } from './technology.ts';
import { automationCantReplaceHumanJudgmentPost as judgmentPost } from './blog-posts/automation-cant-replace-human-judgment.ts';
import { automationDisappointmentPost } from './blog-posts/automation-disappointment.ts';
import { engineeringGuideToAccountBasedOutreachPost as abmPost } from './blog-posts/engineering-guide-to-account-based-outreach.ts';
import { fractionalEngagement, orchestrationEngagement } from './engagements.ts';
import { methodologyPhases, methodologyPrinciples } from './methodology.ts';

// The post's paragraph on where people decide: its sentences on templates and sensitive signals.
const judgmentSentences = (judgmentPost.body as readonly { text?: string }[]).map((b) => b.text ?? '').find((t) => t.startsWith('In every system we build'))?.split(/(?<=\.)\s+/) ?? [];

/** The chat's answers about how the system works, engine by engine, and what the company stands for. */
const engine = (title: string) => technologyEngines.engines.find((e) => e.title === title);
const principle = (title: string) => methodologyPrinciples.principles.find((p) => p.title === title)?.description ?? '';
const clause = (text: string) => lowerFirst(text.replace(/\.$/, ''));

export const howRows: readonly ChatAnswerRow[] = [
  {
    id: 'timing',
    answer: () => `Our ${engine('Timing Intelligence Engine')?.title ?? ''} ${lowerFirst(engine('Timing Intelligence Engine')?.description ?? '')} That means ${listJoin((engine('Timing Intelligence Engine')?.points ?? []).map(lowerFirst))}.`,
    followUps: ['personalization'],
  },
  {
    id: 'personalization',
    answer: () => `Each message is written around the prospect: our ${engine('Message Personalization Engine')?.title ?? ''} ${lowerFirst(engine('Message Personalization Engine')?.description ?? '')} ${claims.messageRelevance.value} is the ${lowerFirst(claims.messageRelevance.context)}`,
    followUps: ['deliverability'],
  },
  {
    id: 'icp',
    answer: () => `Yes: ${clause(capability('ICP & Buyer Persona Development')?.description ?? '')}, with ${lowerFirst(capability('ICP & Buyer Persona Development')?.details ?? '')} ${capability('Lead Scoring & Data Enrichment')?.description ?? ''}`,
    followUps: ['prospect-data'],
  },
  {
    id: 'meeting-briefs',
    answer: () => `${capability('Meeting Orchestration & Follow-up')?.description ?? ''} ${capability('Meeting Orchestration & Follow-up')?.details ?? ''}`,
    followUps: ['meetings'],
  },
  {
    id: 'orchestration-meaning',
    answer: () => `${gtmOrchestrationHero.subtitle} It covers three layers: ${listJoin(gtmOrchestrationPillars.pillars.map((p) => `${p.title.toLowerCase()} (${lowerFirst(p.description.split(':')[0]?.replace(/\.$/, '') ?? '')})`))}.`,
    followUps: ['capabilities'],
  },
  {
    id: 'why-breaks',
    answer: () => `${approachProblems.heading.subtitle.split(',')[0]}: ${listJoin(approachProblems.cards.map((c) => c.title.toLowerCase()))}. ${approachProblems.cards[2].description} Our article "${automationDisappointmentPost.title}" (/blog/${automationDisappointmentPost.slug}) goes into it.`,
    followUps: ['fit-audit'],
  },
  {
    id: 'abm',
    answer: () => `Account-based outreach is built the same way: ${lowerFirst(capability('ICP & Buyer Persona Development')?.details ?? '')} Our playbook "${abmPost.title}" (/blog/${abmPost.slug}): ${lowerFirst(abmPost.excerpt)}`,
  },
  {
    id: 'enablement',
    answer: () => `Yes: ${lowerFirst(principle('Team Enablement'))} The build ends with ${lowerFirst(orchestrationEngagement.includes.find((i) => i.includes('handoff')) ?? '')}.`,
  },
  {
    id: 'testing',
    answer: () => `Yes: ${lowerFirst(methodologyPhases.phases[3].description)} With ${fractionalEngagement.title} that is ${lowerFirst(fractionalEngagement.includes[2])}, plus ${lowerFirst(fractionalEngagement.includes[6])}.`,
  },
  {
    id: 'values',
    answer: () => `${aboutValues.values.length} beliefs:\n${aboutValues.values.map((v) => `- ${v.title}: ${lowerFirst(v.description)}`).join('\n')}`,
    followUps: ['principles', 'mission'],
  },
  {
    id: 'mission',
    answer: () => `Our mission: ${lowerFirst(company.mission)}. ${aboutHero.subtitle}`,
  },
  {
    id: 'blog-authors',
    // After a post ('who wrote it and when'): that post's byline and date first (blind-20).
    answer: ({ post }) => `${post ? `"${post.title}" is by ${post.author} (${post.authorTitle}), published ${post.date}. ` : ''}The articles are signed by our practice teams, not by named individuals: ${listJoin(Object.values(blogAuthors).map((a) => `the ${a.name.replace(/^RevRebel /, '')} (${a.title})`))}.`,
  },
  {
    id: 'human-checkpoints',
    answer: () => `${judgmentSentences[0] ?? ''} ${judgmentSentences.slice(2, 4).join(' ')} More in "${judgmentPost.title}" (/blog/${judgmentPost.slug}).`,
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const howAsks: RowAsks = {
  timing: ['when do you reach out to someone', 'how do you decide when to reach out to someone', 'how do you know when to reach out', 'what buying triggers do you watch', 'do you use intent data', 'when do prospects get contacted', 'what triggers outreach', 'do you track funding rounds and hiring', `what does the ${engine('Timing Intelligence Engine')?.title.toLowerCase() ?? ''} do`, 'how does your system decide when to contact someone'],
  personalization: ['how personalized are the messages', 'is the outreach generic templates', 'who writes the messages', 'will the emails sound like us', 'do people review the copy', 'do you use templates with merge fields', `what does the ${engine('Message Personalization Engine')?.title.toLowerCase() ?? ''} do`, 'who writes the emails, you or us', 'who writes the messages', 'every AI outreach tool is spam with a first name merge field, why is yours different'],
  icp: ['do you help define our ICP', 'how do you build the ideal customer profile', 'do you do buyer personas', 'how does lead scoring work', 'we do not know who our ideal customer is', 'how do you pick which accounts to go after', 'how does your lead scoring work, is it a black box'],
  'meeting-briefs': ['how are meetings booked', 'do we get a brief before each meeting', 'who handles reminders and follow-up', 'what happens when a prospect replies', 'pre-call briefs'],
  'orchestration-meaning': ['what does GTM orchestration mean', 'what is GTM orchestration exactly', 'what do you orchestrate', 'what are the layers of the system', 'explain orchestration in plain words'],
  'why-breaks': ['why does our outbound keep failing', 'why did our sales tools not save time', 'why does GTM break', 'our automation made things worse', 'what usually goes wrong in sales teams'],
  abm: ['do you do account-based marketing', 'can you run ABM campaigns', 'account-based selling playbook', 'do you target buying committees', 'do you do account-based campaigns'],
  enablement: ['do you train our team', 'is there documentation', 'will our people know how to run it', 'do you hand over documentation', 'enablement sessions'],
  testing: ['do you do A/B testing', 'do you keep optimizing after launch', 'how do you improve results over time', 'do you experiment with messaging', 'does the system get better after launch'],
  values: ['what are your values', 'what do you believe in', 'what does RevRebel stand for', 'what is your philosophy', 'what are your company values'],
  mission: ['what is your mission', 'why did you start RevRebel', 'what is the story behind the company', 'why does RevRebel exist', 'what drives RevRebel'],
  'blog-authors': ['who wrote that article', 'who wrote it', 'who writes your blog', 'who are the authors of the articles', 'who wrote this post', 'are the articles written by AI', 'who is the author of your posts', 'who writes these, any names'],
  'human-checkpoints': ['what if a prospect just had layoffs', 'do you pause outreach after layoffs or bad news', 'how do you treat sensitive signals like layoffs', 'what happens when an account has a crisis', 'is outreach paused after legal news or layoffs', 'what if the AI hallucinates in front of our buyers', 'how do you stop AI outreach from embarrassing us', 'so a human reads every single email', 'does a person check every message before it goes out'],
};
