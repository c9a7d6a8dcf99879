import { capabilities } from './capabilities.ts';
import { bookingLine, listJoin, lowerFirst, sentenceIn } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { strategistHandoff } from './chat-answers-legal.ts';
import { claims, landingStatCards } from './claims.ts';
import { engagements, fractionalEngagement, orchestrationEngagement } from './engagements.ts';
import { landingFaq } from './landing.ts';
import { allPlansInclude } from './plans.ts';
import { pricingCta } from './pricing.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { technologyComparison } from './technology.ts';
import { automationDisappointmentPost } from './blog-posts/automation-disappointment.ts';
import { executiveTimeManagementPost as execPost } from './blog-posts/executive-time-management.ts';

/**
 * Who the work is for, asked from where the visitor stands: consumer brands, businesses that want clients for
 * themselves, regulated buyers, a CEO's own week, teams that tried the tools alone, and who sends the messages.
 */
const whoFor = lowerFirst(landingFaq.items.find((i) => i.question === 'Who is it for?')?.answer ?? '');
const evenIfNotUs = pricingCta.description.split('. ').at(-1) ?? '';
const column = (feature: string, i: number) => lowerFirst(technologyComparison.rows.find((r) => r.feature === feature)?.values[i] ?? '');
const compliance = capabilities.find((c) => c.title === 'Quality Assurance & Compliance');
const noSpecialData = sentenceIn(privacyPolicy, 'special category');
const zeroTime = landingStatCards.find((c) => c.value === 'ZERO');
const templateReview = orchestrationEngagement.includes.find((i) => i.includes('human review')) ?? '';
const handoff = orchestrationEngagement.includes.find((i) => i.includes('handoff')) ?? '';

export const fitRows: readonly ChatAnswerRow[] = [
  {
    id: 'b2c-fit',
    answer: () =>
      strategistHandoff(`Probably not: the site describes our work for B2B teams and doesn't mention consumer (B2C), direct-to-consumer or ecommerce brands. We work with ${whoFor} The system researches target accounts and books meetings with decision-makers, which is business-to-business selling. ${evenIfNotUs}`),
    followUps: ['who-for'],
  },
  {
    id: 'agency-clients',
    answer: () =>
      strategistHandoff(`Probably not, as the site describes it: our work is for ${whoFor.replace(/ who .*$/, '')}, and the site doesn't mention agencies, freelancers or local businesses looking for clients. What we build is the system behind B2B prospecting: ${lowerFirst(landingFaq.items[0].answer.split(': ')[1]?.split('. ')[0] ?? '')}, sold as ${listJoin(engagements.map((e) => `${e.title} (${e.price.summary})`))}. Whether your business fits is a question for a strategist. ${evenIfNotUs}`),
    followUps: ['who-for', 'partners'],
  },
  {
    id: 'leader-time',
    answer: () =>
      `You stop supervising outbound: the site cites ${claims.leadershipHours.value} ${lowerFirst(claims.leadershipHours.label)} (${lowerFirst(claims.leadershipHours.context).replace(/\.$/, '')}) and aims for ${zeroTime?.value.toLowerCase() ?? ''} ${zeroTime?.label ?? ''}. Instead of reading every email, you get ${lowerFirst(templateReview)}, and with ${fractionalEngagement.title} (${fractionalEngagement.price.summary}) ${lowerFirst(fractionalEngagement.includes[0])} run it day to day. What stays with you: an ${lowerFirst(allPlansInclude[0])}, and a ${lowerFirst(allPlansInclude[1])}. "${execPost.title}" (/blog/${execPost.slug}) shows how to audit that time. ${bookingLine()}`,
    booking: true,
    followUps: ['fit-run', 'time-needed'],
  },
  {
    id: 'healthcare',
    answer: () =>
      strategistHandoff(`The site doesn't mention healthcare clients, HIPAA or business associate agreements. The compliance it names is ${lowerFirst(compliance?.details ?? '').replace(/\.$/, '')}, and the privacy policy says: ${lowerFirst(noSpecialData)}`),
    followUps: ['industries', 'gdpr'],
  },
  {
    id: 'diy-vs-system',
    answer: () =>
      `No, it's an engineered system, not a tool setup. Against basic sales tools:\n${['Timing', 'Personalization', 'Brand protection'].map((f) => `- ${f}: ${column(f, 0)} there; ${column(f, 2)} with us`).join('\n')}\n\nIt runs on the tools you already pay for, and ${column('Ownership', 2)}. The site cites ${claims.responseRates.value} ${lowerFirst(claims.responseRates.label)} (${lowerFirst(claims.responseRates.context).replace(/\.$/, '')}), not a guarantee. "${automationDisappointmentPost.title}" (/blog/${automationDisappointmentPost.slug}) explains why tool-only automation disappoints.`,
    followUps: ['deliverability', 'why-breaks'],
  },
  {
    id: 'who-sends',
    answer: () =>
      strategistHandoff(`It depends on the engagement: with ${fractionalEngagement.title}, ${lowerFirst(fractionalEngagement.includes[0])} handle ${lowerFirst(fractionalEngagement.includes[1])}; with ${orchestrationEngagement.title}, we build and launch the system and end with ${lowerFirst(handoff)}, so your team runs it. Either way there are ${lowerFirst(templateReview)}. The site doesn't say whose mailboxes or domains send, or who makes the calls in the calling tasks.`),
    followUps: ['sending-domain', 'after-build'],
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const fitAsks: RowAsks = {
  'b2c-fit': ['we sell direct to consumers, is this for us', 'we are a B2C brand', 'do you work with DTC brands', 'we sell skincare on Shopify, can you help', 'do you work with consumer brands', 'i own a bakery, can you help me get more customers', 'i run a local shop, can you bring me customers'],
  'agency-clients': ['I run an agency, can you get us clients', 'can you find clients for my marketing agency', 'I am a freelancer, can you get me customers', 'we are a local business, can you bring us customers', 'can you generate leads for my small business'],
  'leader-time': ['I am the CEO, what would actually change for me', 'how much of my time as a founder do I get back', 'I spend my evenings reviewing SDR emails', 'will I still have to manage outbound', 'how much leadership time does this save', 'i spend half my week babysitting outbound, how much time do leaders get back'],
  healthcare: ['have you done healthcare before', 'are you HIPAA compliant', 'do you work with hospitals', 'we sell software to healthcare providers', 'can you handle HIPAA data'],
  'diy-vs-system': ['we tried Clay and Smartlead ourselves and it was a mess', 'is what you do basically Clay plus a sequencer', 'we tried Apollo sequences and it burned our domain', 'why would this be different from the tools we tried', 'we already tried automation tools and it failed', 'how are you different from just buying a sales tool'],
  'who-sends': ['who actually sends the messages', 'do your people or ours send the emails', 'who runs the outreach day to day', 'does our team send the sequences', 'who presses send on the campaigns', 'so cold calling too, who dials', 'who makes the phone calls'],
};
