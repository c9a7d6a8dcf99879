import { bookingConfig } from './booking.ts';
import { capabilities } from './capabilities.ts';
import { bookingLine, capability, integration, listJoin, lowerFirst, withoutVerdict } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { strategistHandoff } from './chat-answers-legal.ts';
import { aboutPeople } from './about.ts';
import { claims, costComparisonNote } from './claims.ts';
import { company, contactChannelCopy } from './company.ts';
import { auditEngagement, fractionalEngagement, orchestrationEngagement } from './engagements.ts';
import { howItWorksComparison } from './how-it-works.ts';
import { howItWorksSteps } from './how-it-works-steps.ts';
import { gtmOrchestrationPillars } from './gtm-orchestration.ts';
import { landingFaq } from './landing.ts';
import { pricingHero } from './pricing.ts';
import { allPlansInclude } from './plans.ts';
import { technologyEngines, technologyIntegrations } from './technology.ts';
import { hiddenCostsOfInhouseSdrsPost } from './blog-posts/hidden-costs-of-inhouse-sdrs.ts';

/**
 * What visitors ask that the site does not state: each row says so plainly, gives the nearest thing the site does
 * say, and offers the strategist handoff (the visitor's question travels in the transcript).
 */
const brand = technologyEngines.engines.find((e) => e.title === 'Brand Protection Engine');
const warmUp = howItWorksSteps[1].points.find((p) => p.includes('warm-up')) ?? '';
const architecture = gtmOrchestrationPillars.pillars[0];
const comparison = (feature: string) => howItWorksComparison.rows.find((r) => r.feature === feature)?.values ?? ['', ''];

export const unstatedRows: readonly ChatAnswerRow[] = [
  {
    id: 'company-unknowns',
    answer: () => strategistHandoff(`The site doesn't name the founders or state the headcount, founding year, client count, revenue, staff pay or ownership. What it says: ${lowerFirst(aboutPeople.paragraphs[0].split('. ')[0] ?? '')}, headquartered in ${company.headquarters}.`),
  },
  {
    // 'what margin do you make on the fractional team' got the headcount answer twice (blind-22, -23).
    id: 'margin',
    answer: () => strategistHandoff(`The site doesn't publish margins or how a price splits into costs. What it states: ${fractionalEngagement.title} is ${fractionalEngagement.price.summary} for ${lowerFirst(fractionalEngagement.includes[0] ?? '')}, with ${lowerFirst(fractionalEngagement.includes[1] ?? '')}.`),
  },
  {
    id: 'languages',
    answer: () => strategistHandoff(`The site doesn't say which languages the calls or campaigns can run in; it's written in English, and we work remotely with clients wherever they are. A strategist can confirm before you book.`),
  },
  {
    id: 'industries',
    answer: () => strategistHandoff(`The site doesn't list industries, regions or client names; it says we work with ${lowerFirst(landingFaq.items[1].answer.split(' who ')[0] ?? '')}, remotely wherever they are, and that outreach runs with ${listJoin((brand?.points ?? []).slice(1).map(lowerFirst))}. Whether your market fits is a question for a strategist.`),
  },
  {
    id: 'other-services',
    answer: () => strategistHandoff(`That isn't among the services the site lists: our work is the outbound GTM system, ${capabilities.length} jobs from ${capabilities[0].title} to ${capabilities.at(-1)?.title ?? ''}, sold as ${auditEngagement.title}, ${orchestrationEngagement.title} and ${fractionalEngagement.title}.`),
    followUps: ['capabilities'],
  },
  {
    id: 'sending-domain',
    answer: () =>
      strategistHandoff(`The site doesn't say whose domain, mailboxes or LinkedIn profiles send; it does say the build includes ${lowerFirst(warmUp)}, and the ${brand?.title ?? ''} ${lowerFirst(brand?.description ?? '')} It includes ${lowerFirst(brand?.points[0] ?? '')}, and the build adds ${orchestrationEngagement.includes[7].split(' with ')[1] ?? ''}.`),
  },
  {
    // A client asking about their own project ('3 weeks past kickoff, no campaigns live', 'who is my strategist?', 'our
    // operator has gone quiet') got the brochure (blind-26, -27): the chat can't see accounts, the strategist can.
    id: 'client-account',
    answer: () => strategistHandoff(`I can't see your account or project from this chat, and the site doesn't describe a client portal. Every engagement includes ${allPlansInclude[4].replace(/^A /, 'a ')} and a ${lowerFirst(allPlansInclude[1])}: that's the place for it, and with ${fractionalEngagement.title} there's also ${lowerFirst(fractionalEngagement.includes.at(-1) ?? '')}. ${claims.launch.context}`),
  },
  {
    // 'can u at least email me a formal quote' got the booking pitch (blind-26): what a quote would say is public.
    id: 'formal-quote',
    answer: () => strategistHandoff(`The site offers no quotes or paperwork through this chat, but the prices are fixed and public: ${listJoin([auditEngagement, orchestrationEngagement, fractionalEngagement].map((e) => `${e.title} ${e.price.summary}`))}. Each engagement runs under its own written agreement, which a strategist can send you for the one that fits.`),
  },
  {
    id: 'domain-repair',
    answer: () => strategistHandoff(`The site doesn't promise to repair a damaged domain, but this is what the ${brand?.title ?? ''} is for: it ${lowerFirst(brand?.description.replace(/^Enforces/, 'enforces') ?? '')} A look at what went wrong fits ${auditEngagement.title} (${auditEngagement.price.summary}), which audits your engagement tools; a strategist can tell you more.`),
    followUps: ['deliverability'],
  },
  {
    id: 'cleanup-time',
    answer: () => strategistHandoff(`Yes, CRM clean-up is part of the work: ${lowerFirst(capabilities.find((c) => c.title.startsWith('CRM Hygiene'))?.description ?? '')} The site gives no timeline for a clean-up: the audit assesses ${lowerFirst(auditEngagement.includes[2].split(': ')[1] ?? '')}, and the build adds ${lowerFirst(orchestrationEngagement.includes[5])}, so that ${lowerFirst(claims.cleanData.context)}`),
  },
  {
    id: 'sdr-dollars',
    answer: () => strategistHandoff(`The site gives no SDR salary figures to compare in dollars. It gives ${fractionalEngagement.title} at ${fractionalEngagement.price.summary}; ${lowerFirst(costComparisonNote)} Hiring also means ${lowerFirst(comparison('Time to first meetings')[0])}, against ${lowerFirst(comparison('Time to first meetings')[1])}. "${hiddenCostsOfInhouseSdrsPost.title}" (/blog/${hiddenCostsOfInhouseSdrsPost.slug}) models the costs line by line.`),
    followUps: ['vs-sdr'],
  },
  {
    id: 'custom-scope',
    answer: () => strategistHandoff(`The site offers three engagements, each with a fixed price and a defined scope, and no à-la-carte pieces: ${auditEngagement.title} (${auditEngagement.price.summary}), ${orchestrationEngagement.title} (${orchestrationEngagement.price.summary}) and ${fractionalEngagement.title} (${fractionalEngagement.price.summary}). The site doesn't say whether a narrower or larger scope changes a price, or speak to team size or capacity.`),
  },
  {
    id: 'trial',
    answer: () => `There's no trial or pilot on the site; what costs nothing is the ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName} and the written plan that follows it. The smallest paid step is ${auditEngagement.title} (${auditEngagement.price.summary}), with ${lowerFirst(auditEngagement.commitment.split('. ')[1] ?? '')} ${bookingLine()}`,
    booking: true,
  },
  {
    id: 'careers-partners',
    answer: () => strategistHandoff(`The site lists no jobs and no way to apply, so to introduce yourself write through the contact form at /contact or reach us on LinkedIn (${contactChannelCopy.linkedin.value}); its email channel is for ${lowerFirst(contactChannelCopy.email.description.split('. ')[0]?.replace(/^Questions about /, '') ?? '')}.`),
  },
  {
    // blind-19: 'is there a dedicated press contact?' got the engagement's strategist, a thesis interview the audit's interviews.
    id: 'press',
    answer: () => strategistHandoff(`The site lists no press or media contact and names no spokesperson. For an interview or a quote, write through the contact form at /contact or reach us on LinkedIn (${contactChannelCopy.linkedin.value}).`),
  },
  {
    id: 'tool-costs',
    answer: () => strategistHandoff(`The site doesn't say whether third-party tool or data licenses are in the price. It says ${lowerFirst(withoutVerdict(landingFaq.items[3].answer))}`),
  },
  {
    id: 'hidden-fees',
    answer: () => strategistHandoff(`The site lists no setup or extra fees: ${lowerFirst(pricingHero.subtitle)} The prices are ${listJoin([auditEngagement, orchestrationEngagement, fractionalEngagement].map((e) => `${e.title} ${e.price.summary}`))}. It doesn't say whether third-party tool or data licenses, or taxes such as VAT, are included.`),
  },
  {
    id: 'crm-other',
    answer: () => strategistHandoff(`The CRMs the site names are in its ${lowerFirst(technologyIntegrations.capabilities[0].title)}: ${lowerFirst(technologyIntegrations.capabilities[0].description.split(':')[0] ?? '')}. It doesn't mention others, so a strategist should confirm yours.`),
    followUps: ['tools'],
  },
  {
    id: 'partners',
    answer: () => strategistHandoff(`The site doesn't describe a partner, white-label, resale or referral program. What it offers is three engagements at fixed, published prices (${listJoin([auditEngagement, orchestrationEngagement, fractionalEngagement].map((e) => `${e.title} ${e.price.summary}`))}), and ${lowerFirst(allPlansInclude.at(-1) ?? '')}. A strategist can say whether a partnership is possible.`),
  },
  {
    id: 'proration',
    answer: () => strategistHandoff(`The site doesn't state proration or how a partial month is billed. It says ${fractionalEngagement.title} is ${fractionalEngagement.price.summary}, and ${lowerFirst(fractionalEngagement.commitment.split('; ')[0] ?? '')}; ${fractionalEngagement.commitment.split('; ')[1] ?? ''}`),
  },
  {
    id: 'crm-permissions',
    answer: () => strategistHandoff(`The site doesn't state the exact CRM permissions. It says ${lowerFirst(auditEngagement.durationNote.split(', which leaves time for ')[1]?.replace(/\.$/, '') ?? '')} are part of the start of ${auditEngagement.title}, that the build covers ${lowerFirst(orchestrationEngagement.includes[5])}, and that ${lowerFirst(technologyIntegrations.capabilities[0].description)}`),
  },
  {
    id: 'send-volume',
    answer: () => strategistHandoff(`The site doesn't state sending volumes or inbox counts. What it says: the ${brand?.title ?? ''} ${lowerFirst(brand?.description ?? '')} That includes ${lowerFirst(brand?.points[0] ?? '')}.`),
    followUps: ['deliverability'],
  },
  {
    id: 'vendor-partner',
    answer: () => strategistHandoff(`The site doesn't mention vendor certifications or partner status. It says we work in the tools you already have: ${lowerFirst(technologyIntegrations.capabilities[0].description)}`),
    followUps: ['tools'],
  },
  {
    id: 'lighter-tier',
    answer: () => strategistHandoff(`The site lists no lighter or support-only tier: ${fractionalEngagement.title} is ${fractionalEngagement.price.summary} and the only monthly plan, and the smallest engagement is ${auditEngagement.title} (${auditEngagement.price.summary}). After ${orchestrationEngagement.title}, ${lowerFirst(allPlansInclude.at(-1) ?? '')}, and the build ends with ${lowerFirst(orchestrationEngagement.includes.at(-2) ?? '')}, so your team can run it.`),
    followUps: ['after-build'],
  },
  {
    id: 'other-agencies',
    answer: () => strategistHandoff(`The site doesn't address working alongside other agencies or non-compete terms. The nearest it says: ${auditEngagement.title} ends in ${lowerFirst(auditEngagement.outcome)}`),
    followUps: ['partners'],
  },
  {
    id: 'lead-routing',
    answer: () => strategistHandoff(`The site doesn't describe an inbound-lead service or territory rules; its focus is outbound prospecting. What touches inbound leads: the ${architecture.title} we build includes ${lowerFirst(architecture.points[1])}, and ${lowerFirst(capability('Lead Scoring & Data Enrichment')?.description ?? '')} Meetings are ${lowerFirst(integration('Calendars and Analytics').split(', with')[0] ?? '').replace(/^meetings /, '')}, ${lowerFirst(capability('Meeting Orchestration & Follow-up')?.details ?? '').replace(/^.*?, each/, 'each')}`),
    followUps: ['meeting-handoff', 'icp'],
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const unstatedAsks: RowAsks = {
  margin: ['what margin do you make on the fractional team', "what's your margin on that", 'how much of the fee is profit', 'what is the cost breakdown of your price', 'how much do you pay the people doing the work versus what you charge'],
  'company-unknowns': ['I heard you got acquired by Salesforce', 'how many employees do you have', 'how many employees work at RevRebel', 'how big is the company', 'what is your headcount', 'who founded RevRebel', 'so you are a subsidiary of Salesforce, right', 'is RevRebel owned by a bigger company', 'what do you pay your campaign operators', 'how much do your engineers earn', 'how many clients are on the fractional plan right now'],
  languages: ['what languages do you speak', 'can the call be in Spanish', 'are campaigns possible in other languages', 'do you speak German', 'can we do the session in French'],
  industries: ['which industries do you work with', 'do you work with manufacturing companies', 'can you run outbound in a regulated industry', 'do you have clients in Europe', 'do you work with fintech'],
  'other-services': ['do you run Google Ads', 'do you do paid social', 'do you do SEO', 'can you build our website', 'do you do content marketing', 'what about ghostwriting linkedin posts for our ceo', 'do you write social posts for our founder'],
  'client-account': ['we signed last month and no campaigns are live yet, should I be worried', 'can you tell me who my strategist is', "we're a client, what's the status of our project", 'our campaign operator has gone quiet, who do I escalate to', 'I am an existing client and need help with our account', 'who do I raise it with'],
  'formal-quote': ['can you email me a formal quote', 'send me a quote in writing', 'we need a formal proposal for procurement', 'can i get a written quote for the audit', 'can you draw up the contract for us', 'send me that in writing as a formal quote'],
  'sending-domain': ['do emails go out from our domain', 'which domain is used for outreach', 'do you set up new sending domains', 'whose mailboxes are used', 'do you warm up the inboxes', 'does that mean linkedin messages go out from my personal profile', 'whose linkedin account do the messages come from', 'do the emails go out from our domain or yours'],
  'domain-repair': ['our domain reputation is burned', 'our emails land in spam', 'can you fix our deliverability', 'we got blacklisted', 'can you repair a damaged sending domain'],
  'cleanup-time': ['how fast can you clean up our CRM', 'how soon is the CRM cleanup finished', 'do you clean existing records', 'how quickly do you dedupe our records', 'can you fix our messy CRM', 'how do you handle dupes and junk records in our crm'],
  'sdr-dollars': ['how much does an SDR cost compared to you in dollars', 'compare two SDR salaries with your price', 'what would an in-house SDR team cost us', 'SDR salary versus your fee in dollars', 'in-house SDR cost versus your fee', 'ballpark what does an SDR cost per year', "what's a typical SDR salary", 'how much does an SDR cost per year'],
  'custom-scope': ['can you do just part of the build', 'can we get a custom package', 'can you tailor the scope', 'can we buy only one piece of it', 'can we pick individual services'],
  trial: ['is there a free trial', 'can we do a pilot first', 'can we test you before committing', 'proof of concept before we sign', 'try before we buy'],
  'careers-partners': ["what's the pay like for your engineers", 'are you hiring', 'do you have job openings', 'I want to work for RevRebel', 'can I apply for a job', 'are there open positions at RevRebel'],
  press: ['is there a press contact', 'who handles media inquiries', 'I am a journalist, who can I talk to', 'could someone on your team do an interview for my thesis', 'can I get a quote from your founder for an article'],
  'tool-costs': ['are tool licenses included in the price', 'who pays for the data provider subscriptions', 'do we pay for tools on top', 'are third-party tool costs extra', 'does the fee cover the enrichment data', 'does that 150k cover the software too or is that on us'],
  'hidden-fees': ['is there a setup fee', 'any extra fees on top', 'are there hidden charges', 'onboarding fee', 'anything else we pay besides the price'],
  'crm-other': ['do you support Zoho', 'Microsoft Dynamics integration', 'we use Freshsales', 'what about Copper or Insightly', 'Attio or Close'],
  partners: ['can we partner with you', 'do you have a referral program', 'we are an agency and want to resell your service', 'is a white label arrangement possible', 'is there a revenue share for partners'],
  proration: ['is the first month prorated', 'do you bill a partial month', 'if we end mid-month is that month charged in full', 'is billing prorated when we change plans', 'how is a half month charged'],
  'crm-permissions': ['what access rights do you need in our CRM', 'do you need admin access to Salesforce', 'which HubSpot permissions do you need', 'what user role should we give you in the CRM', 'do you need API access to our tools'],
  'send-volume': ['how many emails do you send per day', 'what is the daily sending limit per inbox', 'how many contacts get emailed each week', 'how much outreach volume per month', 'how many mailboxes do you use'],
  'vendor-partner': ['do you hold any vendor certifications', 'are you certified by any CRM vendor', 'are you an official reseller of any software', 'which software vendors certify you', 'do you have vendor accreditations'],
  'lighter-tier': ['is there a cheaper monthly plan', 'a smaller version of the monthly team', 'support only plan after the build', 'can we get a maintenance-only plan', 'a lower tier of the fractional team', 'any cheaper thing, like a mini audit'],
  'other-agencies': ['would you compete with our agency for the client', 'do you work alongside other agencies', 'can you work next to the consultants our client already has', 'is there a non-compete with partners', 'would you take over work another agency does for the client', 'we got burned by an outbound agency before, why would you be different'],
  'lead-routing': ['do you handle inbound leads too', 'is this purely outbound or inbound as well', 'can the system route leads to the right rep', 'can leads be assigned to AEs by territory', 'do you set up lead assignment rules'],
};
