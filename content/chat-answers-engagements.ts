import { bookingConfig, strategySessionAgenda } from './booking.ts';
import { plans, pricingFaq } from './plans.ts';
import { claims } from './claims.ts';
import { allPrices, bookingLine, durationOf, listJoin, lowerFirst, priceOf, sentence } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { auditEngagement, engagements, fractionalEngagement as fractional, orchestrationEngagement, type Engagement } from './engagements.ts';
import { getStartedStartingPoints } from './get-started.ts';
import { formatUsd } from './price-format.ts';
import { technologyIntegrations } from './technology.ts';
import { strategistHandoff } from './chat-answers-legal.ts';
import { bookingLinkPlaceholder } from '../contracts/chat.ts';
import { landingContact } from './landing.ts';

/** The chat's answers about the three engagements. `perEngagement` rows answer about the one asked or all three. */
/** Prices are per engagement, in US dollars: no per-rep, per-seat or per-meeting price is published. */
// Not 'for the whole engagement, not per meeting': the team is billed monthly and you pay only for meetings that match (blind-22).
const perEngagementPrice = 'Prices are in US dollars; the site publishes no per-seat or per-meeting price.';
const chooseIf = (e: Engagement) => lowerFirst(getStartedStartingPoints.options.find((o) => o.id === e.id)?.chooseIf ?? e.fitLine);

/** 'two-way sync with Salesforce, HubSpot and Pipedrive': the CRMs the site names, for visitors who describe their stack. */
const crmSync = lowerFirst(technologyIntegrations.capabilities[0].description.split(':')[0] ?? '');
/** Where the visitor stands against the published terms: no minimum size, the CRMs supported, the fixed prices. */
const fitFacts = () => `The site sets no minimum company size, and the work runs on the tools you already use, with ${crmSync}.`;

function fit(e: Engagement, why: string): string {
  const smaller = e === auditEngagement ? '' : ` If ${lowerFirst(chooseIf(auditEngagement).split(', or ').at(-1) ?? '').replace(/\.$/, '')}, ${auditEngagement.title} (${auditEngagement.price.summary}) is the smaller start.`;
  return `From what you describe, I'd start with ${e.title} (${e.price.summary}): ${why} It's the right choice when ${chooseIf(e)}${smaller} ${fitFacts()} ${bookingLine()}`;
}

export const engagementRows: readonly ChatAnswerRow[] = [
  {
    id: 'price',
    perEngagement: true,
    answer: ({ engagement: e }) =>
      e
        ? `${sentence(priceOf(e))} ${sentence(durationOf(e))} ${perEngagementPrice}`
        : `Our prices are fixed and published: ${allPrices()}. ${perEngagementPrice} The strategy session to find your fit is free.`,
    followUps: ['duration', 'includes'],
  },
  {
    id: 'duration',
    perEngagement: true,
    answer: ({ engagement: e }) => (e ? `${sentence(durationOf(e))} ${e.durationNote.split('. ').slice(1).join('. ')}`.trim() : `${listJoin(engagements.map(durationOf))}.`),
    followUps: ['price', 'launch'],
  },
  {
    id: 'includes',
    perEngagement: true,
    answer: ({ engagement: e }) => {
      const one = e ?? orchestrationEngagement;
      const items = one.includes.map((x) => `- ${x}`).join('\n');
      // With its duration: 'what do we get from the audit' is judged incomplete without how long it runs (blind-21).
      return `${one.title} (${one.price.summary}) includes ${one.includes.length} things:\n${items}\n\nYou end up with ${one.outcome.charAt(0).toLowerCase()}${one.outcome.slice(1)} ${sentence(durationOf(one))}`;
    },
    followUps: ['price', 'duration'],
  },
  {
    id: 'overview',
    perEngagement: true,
    answer: ({ engagement: e }) => (e ? `${e.title} is ${e.price.summary}: ${lowerFirst(e.description)} ${sentence(durationOf(e))}` : servicesAnswer()),
    followUps: ['includes', 'price'],
  },
  {
    id: 'year-cost',
    perEngagement: true,
    answer: ({ engagement }) => {
      const e = engagement ?? fractional;
      if (e.price.billing !== 'monthly') return `${priceOf(e)}: a single fee, not a yearly one. Only ${fractional.title} is billed monthly (${fractional.price.summary}), and the site publishes no annual price.`;
      return strategistHandoff(`A year of ${e.title} is ${formatUsd(e.price.usd * 12)} (${e.price.summary} times 12), month to month with no long-term contract. The site publishes no annual price and no discount for a year's commitment or for paying upfront.`);
    },
    followUps: ['price', 'terms-contract'],
  },
  {
    id: 'audit-included',
    answer: () => `${orchestrationEngagement.title} includes everything in ${auditEngagement.title}, so you don't need to buy the audit first. ${pricingFaq[1].answer.split('. ')[1] ?? ''}.`,
  },
  {
    id: 'support',
    answer: () => `${fractional.title} comes with ${lowerFirst(fractional.includes.at(-1) ?? '')}, plus ${lowerFirst(fractional.includes[3] ?? '')}; ${orchestrationEngagement.title} ends with ${lowerFirst(orchestrationEngagement.includes.at(-2) ?? '')}.`,
  },
  {
    id: 'services',
    answer: () => servicesAnswer(),
    followUps: ['fit-general', 'price'],
  },
  {
    id: 'compare',
    answer: () =>
      `${auditEngagement.title} diagnoses and plans (${auditEngagement.engagementDuration}), ${orchestrationEngagement.title} builds and launches the system, the audit's work included (${orchestrationEngagement.engagementDuration}, ${lowerFirst(orchestrationEngagement.includes.at(-1) ?? '')}, then a handoff to your team), and ${fractional.title} runs and improves it every month with ${lowerFirst(fractional.includes[0])}. ${sentence(allPrices())}`,
    followUps: ['fit-general'],
  },
  {
    id: 'fit-general',
    answer: () =>
      `Most clients start with ${auditEngagement.title} (${auditEngagement.price.summary}) when they know something is broken but not what; ${orchestrationEngagement.title} (${orchestrationEngagement.price.summary}) when they're ready to replace manual prospecting with a system; ${fractional.title} (${fractional.price.summary}) when they want a senior team to run it without hiring. ${fitFacts()} We work remotely, wherever you are. ${bookingLine()}`,
    booking: true,
    narrowsTo: ['fit-audit', 'fit-build', 'fit-run'],
    followUps: ['price', 'compare'],
  },
  {
    id: 'fit-audit',
    answer: () =>
      fit(auditEngagement, `it finds where your GTM leaks time and revenue, with a ${lowerFirst(plans[0].features[1])}, and ends in a ${auditEngagement.includes.at(-2)?.toLowerCase() ?? 'roadmap'}, before you spend on hires or tools.`),
    booking: true,
    recommends: auditEngagement,
    about: auditEngagement,
    followUps: ['includes', 'duration'],
  },
  {
    id: 'fit-build',
    answer: () => fit(orchestrationEngagement, `it builds the system that does the research, list building and outreach for you, so the selling is left to you. ${claims.launch.context}`),
    booking: true,
    recommends: orchestrationEngagement,
    about: orchestrationEngagement,
    followUps: ['includes', 'price'],
  },
  {
    id: 'fit-run',
    answer: () =>
      fit(fractional, `${fractional.includes[0].replace(/^A /, 'a ')} run, measure and improve your system, and nobody on your side has to manage it (the site cites ${claims.leadershipHours.value} ${lowerFirst(claims.leadershipHours.label)}).`),
    booking: true,
    recommends: fractional,
    about: fractional,
    followUps: ['price', 'terms-contract'],
  },
  {
    id: 'session',
    next: 'proposal',
    answer: () => `The ${bookingConfig.eventName} is ${bookingConfig.price.toLowerCase()}, with no obligation to buy anything: a ${bookingConfig.durationMinutes}-minute ${bookingConfig.format.toLowerCase()}, no preparation needed. It's ${lowerFirst(landingContact.advantage.benefits[0].description)} We cover ${listJoin(strategySessionAgenda.map(lowerFirst))}. Book it here: ${bookingLinkPlaceholder}`,
    booking: true,
  },
];

function servicesAnswer(): string {
  const lines = engagements.map((e) => `- ${e.title}: ${lowerFirst(e.tagline)} (${e.price.summary}; ${e.coreDuration === 'ongoing' ? 'ongoing' : e.engagementDuration})`);
  return `We offer three engagements, each at a fixed price in US dollars:\n${lines.join('\n')}\n\nAll three work remotely with the tools you already use (${crmSync}), and the free ${bookingConfig.durationMinutes}-minute strategy session tells you which fits.`;
}

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const engagementAsks: RowAsks = {
  price: ['how much does it cost', 'what is your pricing', 'price of the audit', 'how much is the engagement', 'what are your rates', 'what does your pricing look like for all three options', 'is it billed as a fixed fee or time and materials'],
  duration: ['how long does it take', 'what is the timeline', 'duration of the project', 'how many weeks', 'when is it finished', 'how long will the project take', 'how quickly would it be done', 'when would it be finished'],
  includes: ['what is included', 'what do we get', 'what are the deliverables', 'what does the package include', 'scope of work', 'would the audit alone get me anything or is it just a pdf'],
  overview: ['tell me about it', 'what is it', 'explain this option', 'what is that one about', 'more about it'],
  'year-cost': ['and a year of it', 'annual cost', 'cost for a full year', 'twelve of them', 'yearly spend'],
  'audit-included': ['does the build include the audit', 'do I have to buy the audit first', 'is the audit part of orchestration', 'is the audit separate', 'do clients start with the audit and move on', 'any package deal if we bundle the audit with funnel orchestration', 'would we pay for both the audit and the build', 'does that include the audit or is that extra on top', 'is the audit extra on top of that'],
  support: ['how do we reach the team when something breaks', 'is there ongoing support', 'do you have a slack channel', 'priority support channel', 'help after launch'],
  services: ['what services do you offer', 'what are your engagements', 'what are the options', 'what packages do you have', 'how do the three offers fit together'],
  compare: ['what is the difference between the audit and orchestration', 'audit vs orchestration', 'compare the engagements', 'fractional vs orchestration', 'which is better'],
  'fit-general': ['which engagement is right for us', 'where should we start', 'what is the cheapest way to start', 'smallest first step', 'which plan fits', 'not sure which one we need, the audit or the build', 'what would you suggest for someone like me', 'which one do most people go for'],
  'fit-audit': ['which one do I show my CFO', ...auditEngagement.idealFor, 'our pipeline is leaking and we do not know why', 'we are about to hire SDRs', 'I need a plan for the board', 'we do not know what is broken', 'our CRM is full of duplicates', 'nobody trusts our reports', 'why would anyone start with the audit instead'],
  'fit-build': [...orchestrationEngagement.idealFor, 'I am a founder doing outbound alone', 'founder doing all the selling', 'we want to get past founder-led sales', 'our prospecting is all manual', 'small team with no SDRs', 'our SDRs spend their day in spreadsheets and linkedin, what would you do', "i don't need another slide deck, i need the thing actually built", "i'm still doing every outbound email myself, what would you suggest"],
  'fit-run': ['do you provide SDRs that cold call for us', 'a fully outsourced SDR team', ...fractional.idealFor, 'we want meetings without hiring anyone', 'we do not want to manage outbound', 'our ICP keeps changing', 'we need someone to run it for us', 'do they get on the phone and cold call for us'],
  session: ['is the strategy call free', 'what happens in the strategy session', 'how long is the call', 'what do we discuss on the call', 'is there a cost for the intro call', 'do I have to buy anything after the call', 'is there any obligation after the free call', 'what happens on the first call exactly'],
};
