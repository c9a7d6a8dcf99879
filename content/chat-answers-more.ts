import { handoffPlaceholder } from '../contracts/chat.ts';
import { monthlyRevenueChoices } from '../contracts/contact-choices.ts';
import { newsletterCopy } from './blog-page.ts';
import { howToBook } from './booking.ts';
import { capability, chatNotBinding, integration, listJoin, lowerFirst, termsSentence } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { strategistHandoff } from './chat-answers-legal.ts';
import { claims } from './claims.ts';
import { company } from './company.ts';
import { contactFormCopy } from './contact-form.ts';
import { auditEngagement, orchestrationEngagement } from './engagements.ts';
import { howItWorksSteps } from './how-it-works-steps.ts';
import { methodologyMetrics, methodologyPhases } from './methodology.ts';
import { allPlansInclude, pricingFaq } from './plans.ts';
import { resourceLibrary } from './resources.ts';
import { technologyEngines } from './technology.ts';

/** What no row answered in full: the method's phases, month one, the form, the newsletter, the chat's reliability, planning tools, other channels, no-shows, rates. */
const field = contactFormCopy.fields;
const planning = resourceLibrary.find((g) => g.id === 'roi-and-planning-tools');
const channelList = integration('Engagement Platforms').match(/across (.*?) in the/)?.[1] ?? '';
const discovery = howItWorksSteps[0];
const protection = technologyEngines.engines.find((e) => e.title === 'Brand Protection Engine');
const multiChannel = capability('Multi-Channel Campaign Coordination')?.description ?? '';
/** 'sequenced around buying signals, ...': the capability's sentence after the channel names it starts with. */
const channelsHow = multiChannel.toLowerCase().startsWith(channelList.toLowerCase()) ? multiChannel.slice(channelList.length).trim() : lowerFirst(multiChannel);

export const moreRows: readonly ChatAnswerRow[] = [
  {
    id: 'method-phases',
    answer: () =>
      `A full build runs through ${methodologyPhases.phases.length} phases:\n${methodologyPhases.phases.map((p) => `- ${p.title} (${lowerFirst(p.timeframe)}): ${lowerFirst(p.description)}`).join('\n')}\n\n${orchestrationEngagement.durationNote.split('. ')[1] ?? ''}`,
    followUps: ['process', 'timelines'],
  },
  {
    id: 'client-inputs',
    answer: () =>
      `Mostly a few hours and your decisions, not prep work. In month one:\n- ${pricingFaq[2].answer.split('. ')[1]?.replace(/^After you sign, we begin with /, '') ?? ''}\n- ${discovery.title} (${lowerFirst(discovery.timeframe)}): ${discovery.points.map(lowerFirst).join(', ')}\n- ${lowerFirst(auditEngagement.includes[0])}, and access to your CRM and other tools\n- a ${lowerFirst(allPlansInclude[1])}\n\n${claims.launch.context} The site doesn't list the exact tool permissions; a strategist can.`,
    followUps: ['crm-permissions', 'week-one'],
  },
  {
    id: 'form-revenue',
    answer: () =>
      `${field.monthlyRevenue.label} is optional: leave it blank, or pick one of the ${monthlyRevenueChoices.length} ranges in the dropdown${monthlyRevenueChoices[0].startsWith('$0-') ? ', the lowest of which starts at zero, so a pre-revenue company fits there' : ''}. The site doesn't say why it's asked; the privacy policy lists it among form details used to respond to your enquiry. The required fields are ${listJoin([field.firstName, field.lastName, field.company, field.email, field.website].map((f) => f.label.toLowerCase()))}.`,
    followUps: ['form-fields', 'form-website'],
  },
  {
    id: 'form-website',
    answer: () =>
      `The ${field.website.label} field is required and wants ${lowerFirst(field.website.hint.replace(/^Your /, 'your '))}. If you don't have a website yet, the site doesn't cover that case; you can skip the form and ${lowerFirst(howToBook[0].replace(/^Click/, 'click'))} Or leave your email here and I'll pass your question to a strategist. ${handoffPlaceholder}`,
    followUps: ['form-fields', 'booking'],
  },
  {
    id: 'newsletter-signup',
    answer: () =>
      `I can't subscribe you from this chat: the sign-up is the ${newsletterCopy.buttonLabel} box on the blog at /blog (${lowerFirst(newsletterCopy.description.split('. ')[0] ?? '')}). If you'd rather, leave your email and I'll pass the request to the team. ${handoffPlaceholder}`,
    followUps: ['newsletter', 'newsletter-status'],
  },
  {
    id: 'chat-liability',
    answer: () =>
      strategistHandoff(`This chat can be wrong: ${lowerFirst(chatNotBinding)} For the website, ${lowerFirst(termsSentence('total liability'))} ${termsSentence('State of Delaware').replace(/^These terms/, 'The website terms')} ${termsSentence('separate written agreement').split(', which')[0]}.`),
    followUps: ['chat-binding', 'terms-liability'],
  },
  {
    id: 'roi-tools',
    answer: () =>
      `There's no interactive ROI calculator on the site; the ${planning?.title ?? ''} group on /resources holds ${lowerFirst(planning?.description ?? '').replace(/\.$/, '')}:\n${(planning?.resources ?? []).map((r) => `- ${r.title} (${r.type}, ${r.link}): ${r.description}`).join('\n')}`,
    followUps: ['resources', 'results'],
  },
  {
    id: 'other-channels',
    answer: () =>
      strategistHandoff(`The site doesn't mention SMS, WhatsApp or other channels; the ones it names are ${channelList}, ${channelsHow}`),
    followUps: ['channels'],
  },
  {
    id: 'no-shows',
    answer: () =>
      strategistHandoff(`The site doesn't address no-shows or cancellations. What it says: ${lowerFirst(pricingFaq[3].answer)} ${capability('Meeting Orchestration & Follow-up')?.description ?? ''}`),
    followUps: ['meeting-criteria', 'meetings'],
  },
  {
    id: 'published-rates',
    answer: () =>
      strategistHandoff(`The site publishes no absolute reply, open, bounce or deliverability rates and no client data. The figures it gives are relative: ${claims.responseRates.value} ${lowerFirst(claims.responseRates.label)} (${lowerFirst(claims.responseRates.context).replace(/\.$/, '')}) and ${claims.conversion.value} ${lowerFirst(claims.conversion.label)} (${lowerFirst(claims.conversion.context).replace(/\.$/, '')}), and ${lowerFirst(termsSentence('Results depend'))} Your own rates are reported to you: ${methodologyMetrics.groups[1].title} metrics such as ${lowerFirst(methodologyMetrics.groups[1].metrics[1])}, and ${lowerFirst(methodologyMetrics.groups[1].metrics[3])}, are ${lowerFirst(methodologyMetrics.heading.subtitle.replace(/^Three groups of metrics, /, ''))}`),
    followUps: ['results', 'reporting'],
  },
  {
    id: 'sync-frequency',
    answer: () =>
      strategistHandoff(`The site doesn't say whether the CRM sync runs in real time or in batches. What it says: ${lowerFirst(integration('CRM Sync')).replace(/\.$/, '')}; ${lowerFirst(capability('Lead Scoring & Data Enrichment')?.details ?? '').replace(/\.$/, '')}; and ${lowerFirst(capability('System Integration & Data Flow')?.details ?? '')}`),
    followUps: ['tools', 'integration-health'],
  },
  {
    id: 'write-code',
    answer: () =>
      `I can't write code here: I only answer questions about ${company.name}. If the goal is prospect data, that is part of what we build. ${capability('Prospect Research')?.description ?? ''} Targeting is ${lowerFirst(protection?.points[1] ?? '').replace(/ targeting$/, '')}, with ${lowerFirst(protection?.points[2] ?? '')}.`,
    followUps: ['prospect-data', 'deliverability'],
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const moreAsks: RowAsks = {
  'method-phases': ['walk me through your implementation phases', 'what happens in each phase', 'what is the discovery phase', 'what happens in the design phase', 'what do you do in the build phase'],
  'client-inputs': ['what do you need from my team in month one', 'what do we have to prepare for kickoff', 'what will you ask of us in the first month', 'what should our team provide at the start', 'what inputs do you need from us'],
  'form-revenue': ['what are the monthly revenue options on the form', 'do I have to fill in monthly revenue', 'what revenue ranges can I pick', 'we are at zero revenue, what do I choose', 'the revenue dropdown does not fit us'],
  'form-website': ['we do not have a website yet', 'the form requires a website but we are pre-launch', 'it keeps saying website invalid', 'what do I put in the company website field', 'the website field will not accept my URL'],
  'newsletter-signup': ['sign me up for the newsletter', 'subscribe me, my email is', 'please add my email to your newsletter', 'can you subscribe me from here', 'put me on your mailing list'],
  'chat-liability': ['what if your chatbot tells me something wrong', 'what if I rely on a wrong chat answer', 'are you liable if this chat gives wrong info', 'can I sue you over what the bot said', 'who is responsible for mistakes in this chat'],
  'roi-tools': ['is there an ROI calculator', 'do you have an ROI calculator or budget planning tool', 'can I calculate my ROI on your site', 'is there a savings calculator', 'what is in the ROI and planning tools section', 'is there a spreadsheet or calculator I can download'],
  'other-channels': ['do you do SMS outreach', 'no sms or whatsapp?', 'can you send WhatsApp messages', 'do you do text messaging campaigns', 'do you send direct mail'],
  'no-shows': ['do no-shows count as meetings', 'what if the prospect does not show up', 'is a no-show replaced', 'what happens when a booked meeting is missed', 'do we pay for meetings that do not happen'],
  'published-rates': ['what reply rate do you usually get', 'what is your average response rate', 'can you show deliverability numbers from other clients', 'what open rates do you get', 'what is your typical booking rate'],
  'sync-frequency': ['is the sync realtime or batch', 'how often does data sync to our CRM', 'is the CRM sync real time', 'how quickly do records update in Salesforce', 'how often are lead scores updated'],
  'write-code': ['can you write me a python script to scrape linkedin profiles', 'write me some code', 'can you build me a scraper', 'help me debug my code', 'write a script that exports LinkedIn profiles to csv'],
};
