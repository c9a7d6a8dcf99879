import { bookingLinkPlaceholder } from '../contracts/chat.ts';
import { capabilities } from './capabilities.ts';
import { capability, chatNotBinding, faq, integration, listJoin, lowerFirst, vsAgencies, withoutVerdict } from './chat-answer-kit.ts';
import { aboutValues } from './about.ts';
import { blogHero, newsletterCopy } from './blog-page.ts';
import { hiddenCostsOfInhouseSdrsPost } from './blog-posts/hidden-costs-of-inhouse-sdrs.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import type { ArticleBlock } from './types.ts';
import { claims } from './claims.ts';
import { company } from './company.ts';
import { howItWorksComparison } from './how-it-works.ts';
import { howItWorksSteps } from './how-it-works-steps.ts';
import { allPlansInclude } from './plans.ts';
import { auditEngagement, fractionalEngagement } from './engagements.ts';
import { methodologyMetrics, methodologyPhases, methodologyPrinciples } from './methodology.ts';
import { technologyEngines } from './technology.ts';

/** The chat's answers about how we work: tools, AI, process, reporting; and the small talk. */
const paragraphWith = (post: { body: readonly { type: string; text?: string }[] }, words: string) => post.body.find((b) => b.text?.includes(words))?.text?.split('. ').slice(0, 2).join('. ').concat('.') ?? '';
const flow = capability('System Integration & Data Flow');
const engine = (title: string) => technologyEngines.engines.find((e) => e.title === title)?.description ?? '';
// 'what does the brand protection engine do': the site's own name for a part of the system asks for that part.
const engineAsk = (title: string) => `what does the ${technologyEngines.engines.find((e) => e.title === title)?.title.toLowerCase() ?? ''} do`;

/**
 * The first sentence of the section's first paragraph or list item, after a colon. A sentence with a figure the excerpt
 * does not state is left out: the chat's fact check (functions/chat/content-facts.ts) does not read post bodies.
 */
function firstLineAfter(blocks: readonly ArticleBlock[], excerpt: string): string {
  const [next] = blocks;
  const text = next?.type === 'paragraph' ? next.text : next?.type === 'list' ? (next.items[0] ?? '') : '';
  const first = text.split(/(?<=[.!?])\s+(?=[A-Z'"])/)[0] ?? '';
  return first && (first.match(/\d[\d.,+%]*(?:[ -][a-z]+)?/gi) ?? []).every((n) => excerpt.includes(n)) ? `: ${first}` : '';
}

export const methodRows: readonly ChatAnswerRow[] = [
  {
    id: 'tools',
    answer: () => `${withoutVerdict(faq('Do we have to replace our current tools?'))} That's our ${flow?.title ?? ''} work: ${lowerFirst(flow?.details ?? '')} For the CRM that means ${lowerFirst(integration('CRM Sync'))} For a CRM the site doesn't name, a strategist can confirm.`,
  },
  {
    id: 'ai',
    answer: () => `AI does the research and drafting, and people keep it honest: our Message Personalization Engine ${lowerFirst(engine('Message Personalization Engine'))} Four engines work as one system: ${listJoin(technologyEngines.engines.map((e) => e.title))}.`,
  },
  {
    id: 'principles',
    answer: () => `Every system we build follows ${methodologyPrinciples.principles.length} principles:\n${methodologyPrinciples.principles.map((p) => `- ${p.title}: ${lowerFirst(p.description.split('. ')[0] ?? '')}`).join('\n')}`,
  },
  {
    id: 'channels',
    answer: () => `${capability('Multi-Channel Campaign Coordination')?.description.replace(/\.$/, '') ?? ''}, run in ${integration('Engagement Platforms').split(' in ').slice(1).join(' in ')} Those are the channels the site names; it doesn't mention SMS, WhatsApp or paid ads, or say who places the calls.`,
  },
  {
    id: 'prospect-data',
    answer: () => `We gather ${claims.dataPoints.value} ${claims.dataPoints.label.toLowerCase()}: ${lowerFirst(claims.dataPoints.context)} Our Prospect Intelligence Engine ${lowerFirst(engine('Prospect Intelligence Engine'))} The data comes from ${lowerFirst(integration('Data Enrichment Providers'))} ${capabilities[0].details.split(', ')[1]?.replace(/^compiled/, 'It is compiled') ?? ''} The site doesn't name the data providers.`,
  },
  {
    id: 'deliverability',
    answer: () => `Our Brand Protection Engine ${lowerFirst(engine('Brand Protection Engine'))} That includes ${listJoin((technologyEngines.engines.find((e) => e.title === 'Brand Protection Engine')?.points ?? []).map(lowerFirst))}, and new message templates get human review before anything is sent.`,
  },
  {
    id: 'process',
    answer: () => `Three steps: ${howItWorksSteps.map((s) => `${s.title} (${lowerFirst(s.timeframe)})`).join(', ')}. ${howItWorksSteps[0].description} A full build runs through four phases: ${listJoin(methodologyPhases.phases.map((p) => `${p.title} (${lowerFirst(p.timeframe)})`))}.`,
  },
  {
    id: 'reporting',
    answer: () => `${methodologyMetrics.heading.subtitle.replace(/\.$/, '')}: ${listJoin(methodologyMetrics.groups.map((g) => `${g.title.toLowerCase()} (${g.metrics.slice(0, 2).map((m) => m.toLowerCase()).join(', ')})`))}. Every engagement includes ${lowerFirst(allPlansInclude[5])}; ${fractionalEngagement.title} adds ${lowerFirst(fractionalEngagement.includes[4] ?? '')}.`,
  },
  {
    id: 'capabilities',
    answer: () => `We take over the jobs your people shouldn't do by hand, ${capabilities.length} in all:\n${capabilities.map((c) => `- ${c.title}`).join('\n')}`,
  },
  {
    id: 'vs-sdr',
    answer: () => {
      const row = (feature: string) => howItWorksComparison.rows.find((r) => r.feature === feature)?.values ?? ['', ''];
      return `Hiring SDRs means ${lowerFirst(row('Time to first meetings')[0])}; with us, ${lowerFirst(row('Time to first meetings')[1])}, at a cost ${row('Cost')[1]}. Against a traditional agency:\n${vsAgencies(['Prospect research', 'Timing', 'Ownership'])}\n\nIf you're about to hire, ${auditEngagement.title} (${auditEngagement.price.summary}) is made for ${lowerFirst(auditEngagement.idealFor[1])}, and the free strategy session is the place to weigh it.`;
    },
  },
  {
    id: 'replace-sdrs',
    answer: () => `We don't replace people: ${lowerFirst(aboutValues.values[0].description)} ${paragraphWith(hiddenCostsOfInhouseSdrsPost, 'keep their best SDRs')}`,
  },
  {
    // 'what would my reps actually do then?' after 'are you replacing my team?' (blind-16): the work they keep, not a recap.
    id: 'reps-after',
    answer: () => `They sell. ${faq('What does RevRebel actually do?')} ${paragraphWith(hiddenCostsOfInhouseSdrsPost, 'keep their best SDRs').split('. ')[1] ?? ''}`,
    followUps: ['replace-sdrs', 'time-lost'],
  },
  {
    id: 'blog',
    answer: ({ post }) => (post ? `Yes: "${post.title}" (${post.date}, /blog/${post.slug}). ${post.excerpt}` : `Our blog, ${blogHero.title}, is at /blog: ${lowerFirst(blogHero.subtitle)} ${newsletterCopy.description}`),
  },
  {
    id: 'blog-summary',
    // Each section with the first sentence under it: what the post says, not only its outline.
    answer: ({ post }) => (post ? `${post.excerpt} What it says:\n${post.body.flatMap((b, i) => (b.type === 'heading' ? [`- ${b.text.replace(/^\d+\.\s*/, '')}${firstLineAfter(post.body.slice(i + 1), post.excerpt)}`] : [])).join('\n')}\n\nRead it at /blog/${post.slug}.` : `Our blog is at /blog: ${lowerFirst(blogHero.subtitle)}`),
  },
  {
    id: 'greeting',
    answer: () => `Hi! I'm the ${company.name} assistant. Ask me about our engagements, prices, timelines or how to book a free strategy session.`,
  },
  {
    id: 'thanks',
    answer: () => "You're welcome! Anything else I can help with?",
  },
  {
    id: 'bot',
    answer: () => `I'm ${company.name}'s website assistant, not a person. I answer from what the site says, but ${lowerFirst(chatNotBinding.replace(/^Answers from our chat assistant/, 'my answers').split('. ')[0] ?? '')}: please confirm anything important with our team. To talk to a strategist, book a free call: ${bookingLinkPlaceholder}`,
    booking: true,
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const methodAsks: RowAsks = {
  tools: ['do you work with HubSpot', 'do you integrate with Salesforce', 'which CRM do you support', 'do we have to replace our tools', 'what tools do you use', 'would we have to rip out our sequencer', 'will you tell us to drop a tool', 'do we have to swap tools for your system to work', 'would you work inside our existing stack', "I assume we'd have to rip out our current tools"],
  ai: ['do you use AI', 'is it all automated', 'how does the technology work', 'is the outreach written by AI', 'are humans involved'],
  principles: ['what principles guide you', 'what are your principles', 'principles you never compromise on', 'what rules do your systems follow', 'what is your design philosophy for systems'],
  channels: ['which channels do you use', 'do you do cold calling', 'do you do LinkedIn outreach', 'is it only cold email', 'multichannel outreach'],
  'prospect-data': ['what data do you gather on each prospect', 'what is waterfall enrichment', 'which enrichment providers do you use', 'what are the 100+ data points', 'what kind of research do you do on prospects', 'where does the data come from', engineAsk('Prospect Intelligence Engine'), 'where do you get your data from'],
  deliverability: ['will this hurt our domain reputation', 'is it GDPR compliant', 'how do you handle GDPR and opt-outs', 'how do you protect our brand', 'spam risk', 'deliverability', 'do you review messages before sending', engineAsk('Brand Protection Engine'), 'how do you stop our domain getting flagged again, practically', 'our domain got flagged and replies went to zero, can you fix that'],
  process: ['how does it work', 'what is your process', 'what are the steps', 'what happens after we sign', 'what does onboarding look like', 'how does the whole thing work'],
  reporting: ['how do you measure success', 'what reporting do we get', 'which metrics do you track', 'how will we know it works', 'dashboards', "what's the cadence, what do we get weekly, monthly, quarterly"],
  capabilities: ['what do you automate', 'what gets orchestrated', 'do you do prospect research', 'do you do list building', 'do you write the emails', "what's the content creation thing on your homepage"],
  'vs-sdr': ['why not just hire SDRs', 'how do you compare to an agency', 'what makes you different', 'why you and not a lead gen agency', 'versus hiring in-house', 'how long does it take to ramp an SDR'],
  'reps-after': ['what would my reps actually do then', 'what do our SDRs do once the system runs', 'what is left for my sales team to do', 'so what does my team spend its time on', 'what work stays with our reps', 'what would my reps do all day if the system does the research', "and they'd stop doing research"],
  'replace-sdrs': ['would you replace my SDRs', 'do we have to fire our reps', 'what happens to our sales team', 'will automation replace people', 'is this meant to replace salespeople', 'if we still hire an SDR does that clash with what you do', 'my SDRs are nervous, are you trying to replace them', 'what if we hired an SDR anyway', 'my reps think your AI is coming for their jobs, is it', 'our 3 SDRs cost a fortune and book 4 meetings a month, would you replace them'],
  blog: ['do you have an article about', 'any blog articles on', 'did you write about', 'where is your blog', 'something to read about', 'what do you write about'],
  'blog-summary': ['tldr', 'summarize the article', 'what does the post say', 'give me the gist', 'key points of the post'],
  greeting: ['hi', 'hello', 'hey there', 'good morning', 'hi, anyone there?'],
  thanks: ['thanks', 'thank you', 'great, thanks', 'thx', 'perfect, cheers'],
  bot: ['are you a bot', 'am I talking to a human', 'are you real', 'is this AI', 'are you chatgpt'],
};
