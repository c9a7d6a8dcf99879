import { handoffPlaceholder } from '../contracts/chat.ts';
import { bookingConfig, strategySessionAgenda } from './booking.ts';
import { allPrices, bookingLine, durationOf, faq, listJoin, lowerFirst, sentence, smallestEngagement as smallest, termsSentence, withoutVerdict } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { aboutPeople, aboutValues } from './about.ts';
import { claims, costComparisonNote, landingStatCards } from './claims.ts';
import { company } from './company.ts';
import { contactFaq, contactPhoneBlock } from './contact-page.ts';
import { getStartedProcess } from './get-started.ts';
import { howItWorksSteps } from './how-it-works-steps.ts';
import { allPlansInclude, pricingFaq } from './plans.ts';
import { pricingCta } from './pricing.ts';
import { engagements, orchestrationEngagement, type EngagementId } from './engagements.ts';
import { humanTechnologyEngineeringPost } from './blog-posts/human-technology-engineering.ts';

/** The chat's answers about the company, contact and booking, and the commercial terms. */
const resultsNotGuaranteed = termsSentence('Results depend');
const bookingUrlOf = (line: string) => line.split(': ').at(-1) ?? '';
const terms = (index: 0 | 1 | 2 | 3) => pricingFaq[index].answer;
/** What each engagement is for, in the visitor's plain words (the compare row's diagnose / build / run). */
const roleOf: Record<EngagementId, string> = { 'gtm-audit-architecture': 'to diagnose and plan', 'funnel-orchestration': 'to build and launch the system', 'fractional-gtm-team': 'to run it for you' };
const write = (email: string | undefined) => (email ? `email ${email} or use the contact form at /contact` : 'use the contact form at /contact');

export const companyRows: readonly ChatAnswerRow[] = [
  {
    id: 'what-we-do',
    answer: () =>
      `${company.summary.replace(/\. /, ` for ${listJoin(company.audience.map(lowerFirst))}. `)} ${faq('What does RevRebel actually do?').split('. ').at(-1) ?? ''} It's a service, not a software product, sold as three engagements: ${listJoin(engagements.map((e) => `${e.title} (${e.price.summary}) ${roleOf[e.id]}`))}.`,
    followUps: ['services', 'price'],
  },
  {
    // 'what does GTM stand for' (blind-22): the acronym, then what the company's summary says the work is.
    id: 'gtm-meaning',
    answer: () => `GTM stands for go-to-market: how a company finds, reaches and wins its customers. ${company.summary}`,
    followUps: ['what-we-do', 'services'],
  },
  {
    id: 'who-for',
    answer: () =>
      `We work with ${lowerFirst(faq('Who is it for?'))} It's probably not a fit for consumer (B2C) brands or for a budget below our smallest engagement, ${smallest.title} (${smallest.price.summary}). The site names no particular industries and sets no minimum size. ${pricingCta.description.split('. ').at(-1) ?? ''} ${bookingLine()}`,
    booking: true,
    followUps: ['fit-general'],
  },
  {
    id: 'team',
    answer: ({ contactEmail }) => `The site doesn't name individual people, and even the blog posts are signed by practice teams. ${aboutPeople.paragraphs[0].split('. ')[0] ?? ''}, headquartered in ${company.headquarters}. To reach a strategist, ${write(contactEmail)}.`,
  },
  {
    id: 'location',
    answer: () => `We're headquartered at ${company.address.full}, and visits are by appointment; the site names no other office. ${contactFaq[2].answer.split('. ').at(-1) ?? ''}`,
  },
  {
    id: 'timezone',
    answer: () =>
      `We keep ${company.timeZone} working hours, from ${company.address.locality}, and work remotely with clients wherever they are; the booking page shows the times on offer. The site doesn't say whether the weekly check-ins can follow your time zone, so a strategist can confirm that before you sign.`,
  },
  {
    id: 'phone',
    answer: ({ contactEmail }) => `There's no phone line right now: ${contactPhoneBlock.status.toLowerCase().replace(/^phone support /, 'phone support is ')}. ${contactPhoneBlock.description} To reach a strategist, ${write(contactEmail)}, or book the free ${bookingConfig.durationMinutes}-minute strategy session: ${bookingUrlOf(bookingLine())}`,
    booking: true,
  },
  {
    id: 'trust',
    answer: () => `Fair question. ${aboutValues.values.find((v) => v.title === 'Radical Transparency')?.description ?? ''} The figures we publish: ${claims.timeReclaimed.value} ${claims.timeReclaimed.label.toLowerCase()} and ${claims.strategicMeetings.value} ${claims.strategicMeetings.label.toLowerCase()}, and ${lowerFirst(terms(3).split('. ')[0] ?? '')}. The ${bookingConfig.durationMinutes}-minute strategy session costs nothing and commits you to nothing: ${bookingUrlOf(bookingLine())}`,
    booking: true,
  },
  {
    id: 'all-plans',
    answer: () => `Every engagement includes:\n${allPlansInclude.map((x) => `- ${x}`).join('\n')}`,
  },
  {
    id: 'first-month',
    answer: () =>
      `${terms(2).split('. ').slice(1, 3).join('. ').replace(/\.?$/, '.')} Then come ${listJoin(howItWorksSteps.map((s) => `${s.title} (${lowerFirst(s.timeframe)})`))}, when meetings arrive with ${lowerFirst(howItWorksSteps[2].points[1])}. ${faq('How quickly will we see results?')}`,
  },
  {
    id: 'contact',
    answer: ({ contactEmail }) => `To reach a strategist, ${write(contactEmail)}; we reply to every message. You can also book a call yourself: ${bookingUrlOf(bookingLine())} (${contactPhoneBlock.status.toLowerCase()}).`,
    booking: true,
  },
  {
    id: 'booking',
    next: 'proposal',
    // The form is the other way to a call (blind-13, -14: 'only the booking route' was half an answer).
    answer: ({ contactEmail }) => `Pick a time for a free ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName}: we'll cover ${lowerFirst(listJoin(strategySessionAgenda.slice(0, 3).map(lowerFirst)))}. ${bookingUrlOf(bookingLine())} If you'd rather write first, ${write(contactEmail)} and a strategist replies to set up a time.`,
    booking: true,
  },
  {
    id: 'sales-callback',
    answer: () => `Yes, a strategist can get back to you by email; there's no phone line right now (${contactPhoneBlock.status.toLowerCase()}). To pick a time yourself, book a free ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName}: ${bookingUrlOf(bookingLine())}`,
    booking: true,
  },
  {
    id: 'after-form',
    next: 'proposal',
    answer: () => `${contactFaq[0].answer} The site doesn't promise a reply time; if you'd rather not wait, book a time yourself: ${bookingUrlOf(bookingLine())}`,
    booking: true,
  },
  {
    id: 'terms-contract',
    answer: () => `${withoutVerdict(terms(0))} ${terms(1).split('. ').at(-1) ?? ''} The site sets no minimum number of months beyond that.`,
  },
  {
    id: 'terms-change',
    answer: () => terms(1),
  },
  {
    id: 'kickoff-vs-call',
    answer: () => `No, they're different: the free ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName} comes before you buy anything. ${terms(2).split('. ')[1] ?? ''}.`,
  },
  {
    id: 'time-needed',
    answer: () => withoutVerdict(terms(2)),
  },
  {
    id: 'meetings',
    answer: () =>
      `Once the system runs, clients typically see ${claims.strategicMeetings.value} ${claims.strategicMeetings.label.toLowerCase()}: ${lowerFirst(claims.strategicMeetings.context)} ${resultsNotGuaranteed} ${claims.launch.context.replace(/\.$/, '')}, so no count for the first month can be promised. ${terms(3)}`,
  },
  {
    id: 'launch',
    answer: () => `${faq('How quickly will we see results?')} ${sentence(durationOf(orchestrationEngagement))}`,
  },
  {
    id: 'results',
    answer: () => {
      const [hours, meetings, ...rest] = landingStatCards;
      return `Clients typically get back ${hours.value} ${hours.label} (${lowerFirst(hours.note)}) and see ${meetings.value} ${meetings.label}; the site also cites ${listJoin(rest.map((c) => `${c.value.toLowerCase()} ${c.label}`))}. ${resultsNotGuaranteed}`;
    },
  },
  {
    id: 'cost-vs-sdr',
    answer: () => costComparisonNote,
    followUps: ['meetings'],
  },
  {
    id: 'guarantee',
    answer: () => `No: ${lowerFirst(resultsNotGuaranteed.replace(/\.$/, ''))}, and nothing said in this chat changes that. Clients typically see ${claims.strategicMeetings.value} ${claims.strategicMeetings.label.toLowerCase()} once the system runs, a typical figure, not a promise. What is firm: ${lowerFirst(aboutValues.values[2].description.split(' and reporting')[0] ?? '')}, ${lowerFirst(allPlansInclude[3])}, ${lowerFirst(allPlansInclude.at(-1) ?? '')}, and ${lowerFirst(allPlansInclude[2])}: ${terms(3).split('; ')[1] ?? ''}`,
  },
  {
    // 'is there a refund if it doesn't work' answered "No:" by the guarantee row: the site states no refund terms (blind-19).
    id: 'refund',
    answer: () => `${resultsNotGuaranteed.replace(/\.$/, '')}, and the site doesn't state refund terms: ${lowerFirst(termsSentence('Any engagement'))} What it does say: ${lowerFirst(terms(3))} A strategist can tell you what the agreement says: leave your email and I'll pass your question on. ${handoffPlaceholder}`,
  },
  {
    id: 'proposal',
    next: 'launch',
    answer: () =>
      `Like the call, the written plan costs nothing and commits you to nothing: ${lowerFirst(getStartedProcess.steps[1].timeframe)} after the free ${bookingConfig.durationMinutes}-minute call, ${lowerFirst(getStartedProcess.steps[1].description)} ${bookingUrlOf(bookingLine())}`,
    booking: true,
  },
  {
    id: 'payment-terms',
    answer: () =>
      `The site doesn't state payment methods, schedules or installments, credits, refunds, invoicing terms or whether taxes such as VAT are added, and it publishes no discount for paying upfront or prepaying a year. What it states: the prices are in US dollars, ${allPrices()}. A strategist can answer the rest: leave your email and I'll pass your question on. ${handoffPlaceholder}`,
  },
  {
    id: 'client-names',
    answer: () => `The site doesn't name clients. The closest is a blog post, "${humanTechnologyEngineeringPost.title}" (/blog/${humanTechnologyEngineeringPost.slug}): ${humanTechnologyEngineeringPost.excerpt.replace(/^A /, "a ")} For references, a strategist can tell you what can be shared: leave your email and I'll pass your question on. ${handoffPlaceholder}`,
  },
  {
    id: 'ownership',
    answer: () => `You keep it all: ${lowerFirst(aboutValues.values.find((v) => v.title === 'You Own It')?.description.replace(/\.$/, '') ?? '')}, so it stays with you if we stop working together. ${termsSentence('Ownership of deliverables')}`,
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const companyAsks: RowAsks = {
  'what-we-do': ['what does RevRebel do', 'what do you do', 'what is this company', 'what is GTM engineering', 'who are you', 'what do you guys actually do', 'is this a crm, where do i download it', 'is this an app or software I install', 'so what is it you actually sell', 'is this a software tool or a service', 'how would you describe what revrebel does in one line or one sentence'],
  'gtm-meaning': ['what does GTM stand for', 'what does the acronym GTM mean', 'what does go-to-market mean', 'sorry dumb question, what is gtm short for', 'GTM stands for what', 'what does GTM even mean'],
  'who-for': ["we're not a tech company, would you work with us", 'who is it for', 'who are your clients', 'do you work with startups', 'is this for small companies', 'what size of company do you work with', 'do you work with large enterprises or only startups'],
  team: ['who works at RevRebel', 'who is behind RevRebel', 'who are the founders', 'who started the company and when', 'who is your CEO', 'who are you guys actually, real people or an AI shop', 'what kind of people work there'],
  location: ['where are you based', 'where is your office', 'where are you located', 'do you work remotely', 'can you work with companies in Europe', 'what is your address', 'do you work with companies outside the US', "we're in another country, can you work with us", 'do you work with companies in the UK', 'do you take clients in europe'],
  timezone: ['which time zone are you in', 'what timezone are you in', 'what is the time difference to us', 'what are your business hours', 'when are you available'],
  phone: ['can I call you', 'what is your phone', 'sales phone line', 'is there a phone for sales', 'can I ring you', 'i tried calling your sales line and nobody picked up', "your phone number doesn't work, is anyone there"],
  trust: ['is this legit', 'are you a scam', 'can I trust you', 'any proof it works', 'why should I believe your numbers'],
  'all-plans': ['what comes with every plan', 'what do all plans include', 'is anything included regardless of plan', 'what is standard in every engagement', 'what do I get in any plan'],
  'first-month': ['what does the first month look like', 'what happens after we sign', 'what happens in the first weeks', 'how does kickoff work', 'if we signed next week what happens', 'and after the first 30 days, what happens', 'what happens once the campaigns are live'],
  contact: ['how can I contact you', 'what is your email address', 'how do I reach you', 'contact details', 'best email to reach you', 'who do I send our vendor onboarding pack to', 'where do we send supplier forms and paperwork', 'is there an email address I can send stuff to'],
  booking: ['how do I book a call', 'can I schedule a meeting', 'book a strategy session', 'I want to talk to someone', 'set up a demo', 'can I just book it myself'],
  'sales-callback': ['can someone from sales contact me', 'please have someone reach out to me', 'I want a person to get back to me', 'can a strategist email me', 'can your team call me back'],
  'after-form': ['what happens after I submit the form', 'when will you get back to me', 'how fast do you reply', 'I filled in the form what now', 'what happens once my message is sent', 'after I send the form, when do you answer', 'how fast do you usually reply', 'how long until someone answers my message', 'ok filled it in and hit the button, now what'],
  'terms-contract': ['so 30 days notice to cancel entirely', 'is there a long-term contract', 'can we cancel anytime', 'are we locked in', 'does it lock us into an annual agreement', 'minimum commitment', 'what are the contract terms, any auto-renewal', 'is it a fixed term or does it just keep going', 'outline the contractual commitments, minimum term and notice periods'],
  'terms-change': ['can we change plans later', 'can we upgrade from the audit', 'switch engagement later', 'what notice period applies', 'how much notice to cancel', 'could we pause for 2 months and restart at the same price'],
  'kickoff-vs-call': ['is the kickoff the same as the free call', 'is the kickoff session the free strategy call', 'difference between the kickoff and the strategy call', 'is the kickoff session free', 'is the few hours session the same as the free call', 'wait, I thought the strategy session was 30 minutes'],
  'time-needed': ['what share of our team time do you need', 'how involved do we need to be', 'time commitment from my team', 'how many hours from us', 'what do you need from us', 'how many hours a week do I have to babysit this'],
  meetings: ['how many meetings will we get', 'how does the 8-12 meetings figure work', 'are meetings guaranteed', 'are your numbers guaranteed', 'what if a meeting is not qualified'],
  launch: ['how fast can we go live', 'when will we see results', 'how quickly do campaigns launch', 'what is the lead time before you start', 'how soon until we get meetings on the calendar', 'board meeting in 6 weeks and I need new pipeline by then, realistic', 'can you get us pipeline before a deadline next month', 'how fast can you start', 'can you realistically deliver something in 90 days', 'so realistically when do we hit 8-12 meetings a month', 'when do meetings start landing on calendars'],
  results: ['what results can we expect', 'what is the ROI', 'what impact will it have', 'how much time will we save', 'what pipeline increase do clients see', 'how much time would our reps get back', 'what do your clients usually get out of it', "what's your success rate"],
  'cost-vs-sdr': ['is it cheaper than hiring SDRs', 'cost compared to an in-house SDR team', 'why two cost figures', 'explain 30-40% versus 40-60%', 'how much do we save versus BDRs', '30-40 or 40-60, which one is it', 'why two different savings numbers'],
  guarantee: ['just type that you guarantee the meetings so I can screenshot it', 'do you guarantee results', 'will you guarantee we hit our targets', 'is there a guarantee', 'what if it does not work for us', 'money back guarantee', "and if it doesn't work", "what if it doesn't work for us", 'can you guarantee the 3x pipeline', 'will you put the 8-12 meetings in writing as a guarantee', 'is the 3x guaranteed for us'],
  refund: ['is there a refund if it does not work', 'do we get our money back if you miss the number', 'what is your refund policy', 'can we get a refund', 'what if we want our money back'],
  proposal: ['can I get a proposal', 'do you send anything after the intro call', 'what is the freedom plan', 'is the freedom plan paid', 'what do I get after the call', 'does the plan commit me to anything', 'does the freedom plan cost anything'],
  'payment-terms': ['what is the payment schedule', 'how do I pay', 'is the audit fee credited against the next engagement', 'do we pay everything upfront', 'can we pay in installments', 'what are your payment terms, do you accept net-60, will you sign our MSA', 'does the 25k count toward the 150k'],
  'client-names': ['who are your clients', 'any client names I would know', 'do you have case studies', 'can I talk to a reference customer', 'which companies have you worked with', 'can you name a few clients I could reach out to', 'any references I could call', 'how many clients do you have and can you name a few'],
  ownership: ['do we own what you build', 'who owns the data', 'what happens if we stop working together', 'do we keep the playbooks', 'is there lock-in', 'if we part ways what do we walk away with', 'why does owning it matter', 'even the sequences and dashboards'],
};
