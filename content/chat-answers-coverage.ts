import { bookingLinkPlaceholder } from '../contracts/chat.ts';
import { strategySessionAgenda, bookingConfig } from './booking.ts';
import { blockAfter, bookingLine, capability, chatNoOffer, integration, listJoin, lowerFirst, termsSentence } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { strategistHandoff } from './chat-answers-legal.ts';
import { claims, landingStatCards } from './claims.ts';
import { company } from './company.ts';
import { auditEngagement, fractionalEngagement, orchestrationEngagement } from './engagements.ts';
import { allPlansInclude, plans } from './plans.ts';
import { technologyEngines } from './technology.ts';
import type { ArticleBlock } from './types.ts';
import { engineeringGuideToAccountBasedOutreachPost as abmPost } from './blog-posts/engineering-guide-to-account-based-outreach.ts';
import { humanTechnologyEngineeringPost as storyPost } from './blog-posts/human-technology-engineering.ts';

/** Facts content/ states that no other row answered well: team roles, integration health, BI tools, the AE handoff, session prep, the blog's story and signals. */
const paragraphWith = (body: readonly ArticleBlock[], words: string) => body.flatMap((b) => (b.type === 'paragraph' && b.text.includes(words) ? [b.text] : []))[0] ?? '';
const signals = blockAfter(abmPost.body, 'signals');
const meetingsOf = (title: string) => plans.find((p) => p.title === title)?.meetings ?? '';
const health = capability('Workflow Automation & System Health');
const timing = technologyEngines.engines.find((e) => e.title === 'Timing Intelligence Engine');

export const coverageRows: readonly ChatAnswerRow[] = [
  {
    id: 'team-roles',
    answer: () => `Every engagement includes ${lowerFirst(allPlansInclude[4])}. ${fractionalEngagement.title} adds ${lowerFirst(fractionalEngagement.includes[0])}, who ${lowerFirst(fractionalEngagement.description.split(' that ')[1]?.split('. ')[0] ?? '')}. The site doesn't name the people or say how many hours each spends on your account; a strategist can tell you in the free session.`,
    followUps: ['includes', 'point-of-contact'],
  },
  {
    id: 'integration-health',
    answer: () => `${health?.details ?? ''} ${health?.description ?? ''} With ${fractionalEngagement.title} that is ongoing: ${lowerFirst(fractionalEngagement.includes[5])}.`,
    followUps: ['support'],
  },
  {
    id: 'bi-tools',
    answer: () => strategistHandoff(`Yes: ${lowerFirst(integration('Calendars and Analytics'))} The build includes ${lowerFirst(orchestrationEngagement.includes[8])}. The site doesn't name particular BI tools, so a strategist can confirm yours.`),
    followUps: ['reporting'],
  },
  {
    id: 'meeting-handoff',
    answer: () => `Meetings are ${lowerFirst(integration('Calendars and Analytics')).replace(/^meetings /, '').split(', with')[0]}, and ${lowerFirst(capability('Meeting Orchestration & Follow-up')?.details ?? '').replace(/^8-12 strategic meetings a month, each with/, 'each comes with')} ${capability('Prospect Research')?.details ?? ''} ${capability('Meeting Orchestration & Follow-up')?.description ?? ''}`,
    followUps: ['meetings'],
  },
  {
    id: 'session-prep',
    next: 'proposal',
    answer: () => `No preparation is needed: the ${bookingConfig.eventName} is a free ${bookingConfig.durationMinutes}-minute ${bookingConfig.format.toLowerCase()}, and we go through it all with you: ${listJoin(strategySessionAgenda.map(lowerFirst))}. Book it here: ${bookingLinkPlaceholder}`,
    booking: true,
  },
  {
    id: 'story-real',
    answer: () => strategistHandoff(`"${storyPost.title}" (/blog/${storyPost.slug}) is ${lowerFirst(paragraphWith(storyPost.body, 'composite').replace(/^This story is a composite\. It combines/, 'a composite story, combining'))} The site names no clients, and ${lowerFirst(termsSentence('Results depend'))} For a reference, a strategist can tell you what can be shared.`),
    followUps: ['client-names'],
  },
  {
    id: 'abm-signals',
    answer: () => `We build it for you: our ${timing?.title ?? ''} ${lowerFirst(timing?.description ?? '')} The guide "${abmPost.title}" (/blog/${abmPost.slug}) names ${listJoin((signals?.type === 'list' ? signals.items : []).map((s) => lowerFirst(s.split(':')[0] ?? s)))} as the signals that open the door; ${orchestrationEngagement.title} (${orchestrationEngagement.price.summary}) builds such a system and ${fractionalEngagement.title} runs it.`,
    followUps: ['timing'],
  },
  {
    id: 'meetings-which',
    answer: () => `${orchestrationEngagement.title} delivers ${lowerFirst(meetingsOf(orchestrationEngagement.title))} once the system runs, and ${fractionalEngagement.title} ${lowerFirst(meetingsOf(fractionalEngagement.title))}; ${auditEngagement.title} runs no outreach, it gives ${lowerFirst(meetingsOf(auditEngagement.title))}. ${termsSentence('Results depend')} You ${lowerFirst(allPlansInclude[2])}.`,
    followUps: ['meetings', 'guarantee'],
  },
  {
    id: 'audit-vs-build-cost',
    answer: () => `No, you don't pay twice: ${orchestrationEngagement.title} (${orchestrationEngagement.price.summary}) includes ${lowerFirst(orchestrationEngagement.includes[0])}, so going straight to it costs ${orchestrationEngagement.price.label} in all, with no separate ${auditEngagement.price.label} for the audit. The site doesn't say whether an audit bought first is credited later.`,
    followUps: ['audit-included', 'payment-terms'],
  },
  {
    id: 'contract-guarantee',
    answer: () =>
      `No, the figures are not a contractual promise: ${lowerFirst(termsSentence('Results depend'))} Clients typically see ${claims.strategicMeetings.value} ${claims.strategicMeetings.label.toLowerCase()} once the system runs, but that is a typical figure, not a promise. ${termsSentence('separate written agreement').split(', which')[0]}. ${chatNoOffer} What is firm: you ${lowerFirst(allPlansInclude[2])}. ${bookingLine()}`,
    booking: true,
  },
  {
    id: 'legal-entity',
    answer: () =>
      strategistHandoff(`The company is ${company.legalName}, headquartered at ${company.address.full}. The site doesn't state where it is incorporated: ${lowerFirst(termsSentence('State of Delaware').split(', without')[0]?.replace(/^These terms/, 'the website terms') ?? '')}, and ${lowerFirst(termsSentence('separate written agreement').split(', which')[0] ?? '')}.`),
  },
  {
    id: 'time-lost',
    // With the home page's per-seller hours: 'how many hours a week do my reps get back' (blind-31).
    answer: () => `About ${claims.productivityLoss.value}: ${lowerFirst(claims.productivityLoss.context)} The system takes over ${claims.timeReclaimed.value} of those hours (${lowerFirst(claims.timeReclaimed.context.replace(/\.$/, ''))}): ${landingStatCards[0].value} ${landingStatCards[0].label}, ${lowerFirst(landingStatCards[0].note)}.`,
    followUps: ['results'],
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const coverageAsks: RowAsks = {
  'team-roles': ['who is actually on the team', 'which roles are on the team', 'who will do the work for us', 'do we get a dedicated strategist', 'what people are assigned to our account', 'how many hours a month do they put in', 'how many hours does your team spend on our account', 'how much time does the team put into our account each week', "who's on the weekly call from your side", 'how many people work on one orchestration project'],
  'integration-health': ['what if an integration breaks', 'who fixes a broken sync', 'what if the connection to our CRM goes down', 'do you monitor the integrations', 'do we get alerted when a workflow fails', "half our syncs fail silently and nobody understands the zaps, is that something you'd fix"],
  'bi-tools': ['can results go into our BI tool', 'do you feed data into Tableau or Power BI', 'can we see the numbers in our own dashboards', 'do you connect to our analytics stack', 'will the reporting show up in our data warehouse'],
  'meeting-handoff': ['how do booked meetings reach our account executives', 'do our AEs get context before each meeting', 'how does a meeting land on a rep calendar', 'who gets the meeting once a prospect says yes', 'what does our closer receive before the call', 'do your people run the discovery calls or do we', 'who takes the sales calls once a meeting is booked'],
  'session-prep': ['do I need to prepare anything for the strategy session', 'should we gather data before the free session', 'what should I bring to the strategy session', 'is there homework before the session', 'do we need numbers ready beforehand'],
  'story-real': ['is the company in your blog story a real client', 'was the rebuild story an actual customer', 'who was the company in the case study', 'can we contact the company from that story', 'which engagement was the rebuild story about', 'is that a real client, can i talk to them', 'was that story a real customer', 'so the case study is made up', 'any examples of it working'],
  'abm-signals': ['which signals does the account-based guide use', 'what buying signals should open an account', 'do you build the account-based system or do we do it ourselves', 'is the ABM guide do-it-yourself only', 'can you set up signal-based account outreach for us'],
  'meetings-which': ['does the meetings figure apply to the monthly team too', 'which engagements deliver the meetings', 'do we get meetings from the audit', 'is the meeting number only for the build', 'how many meetings come with the fractional team', 'what do you mean by strategic meeting'],
  'audit-vs-build-cost': ['do we pay for the audit on top of the build', 'is the audit charged on top of orchestration', 'is the audit work charged twice', 'is the audit price added to the build price', 'if we choose orchestration is the audit paid separately'],
  'contract-guarantee': ['is that figure guaranteed in the contract', 'can you put the numbers in writing', 'are the results contractually committed', 'do you commit to the percentages in the agreement', 'will the written agreement promise those results', 'can you put a minimum number of meetings in the contract', 'put the savings in the contract as a guarantee and we have a deal', 'can you commit to 12 meetings a month in the contract, in writing', 'can you promise me the 8-12 meetings', 'sounds too good to be true, what is the catch'],
  'legal-entity': ['what is your legal company name', 'which legal entity do we contract with', 'is RevRebel a corporation', 'what name goes on the invoice', 'what is the registered company'],
  'time-lost': ["how much of a seller's week goes to admin", 'how much time do reps waste on non-selling work', 'why do salespeople spend so little time selling', 'what share of the week is lost to research and data entry', 'how much time do my reps lose to manual work', 'how much of their week would free up', 'how many hours a week do my reps get back'],
};
