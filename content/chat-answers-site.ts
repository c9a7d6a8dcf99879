import { bookingLinkPlaceholder, handoffPlaceholder } from '../contracts/chat.ts';
import { capabilities } from './capabilities.ts';
import { capability, durationOf, firstSentence, integration, listJoin, lowerFirst, newsletterLine, sentence, vsAgencies } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { strategistHandoff } from './chat-answers-legal.ts';
import { claims } from './claims.ts';
import { company, contactChannelCopy } from './company.ts';
import { contactFormCopy } from './contact-form.ts';
import { blogFeed } from './blog-feed.ts';
import { blogPosts } from './blog-posts.ts';
import { fractionalEngagement, orchestrationEngagement } from './engagements.ts';
import { allPlansInclude } from './plans.ts';
import { howItWorksSteps } from './how-it-works-steps.ts';
import { landingContact } from './landing.ts';
import { methodologyPhases } from './methodology.ts';
import { adminPageMeta } from './page-meta.ts';
import { resourceLibrary, resourcesHero } from './resources.ts';
import { engineeringGuideToAccountBasedOutreachPost } from './blog-posts/engineering-guide-to-account-based-outreach.ts';

/** The chat's answers about the rest of the site: resources, LinkedIn, the tools named, how figures and timelines read, and requests it must turn down. */
const call = landingContact.advantage.benefits[0];
const attribution = capability('Performance Analytics & Attribution');

export const siteRows: readonly ChatAnswerRow[] = [
  {
    id: 'staff-page',
    answer: () => `/lead-management is our staff's page, not one for visitors or clients: ${lowerFirst(adminPageMeta['/lead-management'].description.split('. ')[0] ?? '')}. It isn't linked from the site.`,
  },
  {
    id: 'client-portal',
    answer: () =>
      strategistHandoff(`The site doesn't describe a client portal or login. What it says about seeing your results: ${lowerFirst(attribution?.description ?? '')} ${attribution?.details ?? ''} Every engagement includes ${lowerFirst(allPlansInclude[5])} and a ${lowerFirst(allPlansInclude[1])}.`),
  },
  {
    id: 'form-error',
    answer: () =>
      `Sorry about that. "${contactFormCopy.errorToast.title}" means the message was not sent, so nothing reached us: ${lowerFirst(contactFormCopy.errorToast.description)} What you typed stays in the form, so you can send it again in a moment, or leave your email here and I'll pass your question to the team. ${handoffPlaceholder}`,
  },
  {
    id: 'blog-cadence',
    answer: () =>
      `The site doesn't give a publishing schedule for the blog. It has ${blogPosts.length} posts at /blog, dated from ${blogPosts.at(-1)?.date ?? ''} to ${blogPosts[0].date}, and in the feed at ${blogFeed.path} (RSS). ${newsletterLine}`,
  },
  {
    id: 'resources',
    answer: () => `The resources page at /resources is ${lowerFirst(resourcesHero.title)}: ${lowerFirst(resourcesHero.subtitle)} It's grouped into ${listJoin(resourceLibrary.map((g) => g.title))}, each linking to an article or a page of the site. Also free: the ${blogPosts.length} posts at /blog, ${lowerFirst(newsletterLine)}`,
    followUps: ['blog-reading', 'roi-tools'],
  },
  {
    id: 'social',
    answer: () => `We're on ${contactChannelCopy.linkedin.label} at ${contactChannelCopy.linkedin.value}, the social channel the site lists. ${contactChannelCopy.linkedin.description} The blog is at /blog.`,
  },
  {
    id: 'vendors-unnamed',
    answer: () => strategistHandoff(`The site doesn't name the AI model or the data vendors. What it says: ${lowerFirst(integration('Data Enrichment Providers'))}`),
  },
  {
    id: 'calendars',
    answer: () =>
      strategistHandoff(`Meetings are ${lowerFirst(integration('Calendars and Analytics')).replace(/^meetings /, '')} The site doesn't name other calendars or notification tools such as Slack alerts for new meetings; Slack appears only in ${fractionalEngagement.title}'s ${lowerFirst(fractionalEngagement.includes.at(-1) ?? '')}.`),
  },
  {
    id: 'competitors',
    answer: () => `The site compares us only with traditional agencies, not with named firms:\n${vsAgencies()}\n\nOur prices are fixed and published, and you ${lowerFirst(allPlansInclude[2])}.`,
    followUps: ['vs-sdr'],
  },
  {
    id: 'claims-source',
    answer: () => strategistHandoff(`The site doesn't cite a study behind its figures; it says what each one means. For example, ${claims.timeReclaimed.value} is the ${lowerFirst(claims.timeReclaimed.context).replace(/\.$/, '')}, and ${claims.pipelineVelocity.value} is the ${lowerFirst(claims.pipelineVelocity.context)} ${claims.conversion.value} ${claims.conversion.label.toLowerCase()} is ${lowerFirst(claims.conversion.context)} Results depend on each client and are not guaranteed.`),
  },
  {
    id: 'timelines',
    perEngagement: true,
    // About one engagement ('services says 2 weeks, pricing 4-6?' after the audit): its two durations, not the pages'.
    // One with a single duration ('and fractional?' after the other two, blind-28) has nothing to reconcile: that duration
    // first, then the pages' (a next question about the pages still carries it as the topic).
    answer: ({ engagement: e }) => {
      const pages = `the three steps (${listJoin(howItWorksSteps.map((s) => `${s.title}, ${lowerFirst(s.timeframe)}`))}) are the launch path to first campaigns, while the four phases (${listJoin(methodologyPhases.phases.map((p) => `${p.title}, ${lowerFirst(p.timeframe)}`))}) are the full build. ${orchestrationEngagement.durationNote.split('. ')[1] ?? ''}`;
      if (e && e.coreDuration === e.engagementDuration) return `${sentence(durationOf(e))} As for the pages: ${pages}`;
      return `Both are right, for different things: ${e ? `${sentence(durationOf(e))} ${e.durationNote.split('. ').slice(1).join('. ')}`.trim() : pages}`;
    },
    followUps: ['duration'],
  },
  {
    id: 'call-who',
    next: 'proposal',
    answer: () => `${landingContact.scheduleCard.description} It's ${call.description.replace(/^A /, 'a ')} ${bookingLinkPlaceholder}`,
    booking: true,
  },
  {
    id: 'write-for-me',
    answer: () => `I can't write it here: I answer questions about ${company.name}. Writing outreach is part of what we build for B2B teams (${lowerFirst(firstSentence(capabilities[4].description).replace(/\.$/, ''))}), and our playbook "${engineeringGuideToAccountBasedOutreachPost.title}" (/blog/${engineeringGuideToAccountBasedOutreachPost.slug}) is free to read.`,
  },
  {
    // 'is this revrebel the clothing brand?? i ordered a hoodie' (blind-24, blind-30): another business's customer, said plainly.
    id: 'not-a-store',
    answer: () => `No: this ${company.name} is a go-to-market engineering consultancy for B2B sales teams. We sell no products and ship nothing, so I can't help with an order or a delivery; the shop you bought from is the one to contact. ${company.summary}`,
  },
  {
    id: 'others-data',
    answer: () => `I can't share anything about other visitors or leads, and I have no access to them. Our privacy policy (/privacy-policy) says how we handle personal data.`,
  },
  {
    id: 'newsletter-status',
    answer: () => `I can't see subscriptions from here. Leave your email and I'll pass it to the team with your question, so they can check. ${handoffPlaceholder}`,
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const siteAsks: RowAsks = {
  'staff-page': ['what is the lead management page on your site', 'I stumbled on an admin page on your site', 'what is your staff page for', 'can I use your admin page', 'what is the lead-management page'],
  'client-portal': ['is there a client portal to log in to', 'can I log in to see my leads and meetings', 'do we get a login to see results', 'is there a client login', 'where do clients log in'],
  'form-error': ['the form says something went wrong', 'I submitted and got an error', 'your contact form is broken', 'the form will not send', 'I got an error when I sent my message'],
  'blog-cadence': ['how often do you publish on the blog', 'is the blog updated often', 'how often do you post new articles', 'when is the next article', 'do you post regularly'],
  resources: ['do you have guides or templates', 'where are your resources', 'any free tools or frameworks', 'do you have a planning template', 'what is on the resources page', 'any free stuff I can read to do it myself', 'do you have any free stuff i can read'],
  social: ['are you on LinkedIn', 'where can I follow you', 'your LinkedIn page', 'do you have social media', 'follow RevRebel online'],
  'vendors-unnamed': ['which AI model do you use', 'which LLM powers the system', 'which data providers do you use exactly', 'do you use ZoomInfo or Apollo', 'name your data vendors', 'which AI company do you use', 'which AI provider powers this chat', "which company's AI is it", 'what AI company is behind this', 'which enrichment providers are in your waterfall'],
  calendars: ['do you work with Outlook calendars', 'does it book into Google Calendar', 'which calendars do you support', 'we use Office 365 calendars, is that fine', 'works with Outlook'],
  competitors: ['how are you different from other agencies', 'are you better than your competitors', 'why choose you over another vendor', 'what about other lead gen firms', 'how do you compare to outsourced SDR agencies'],
  'claims-source': ['where do your numbers come from', 'what is the source of your stats', 'are your figures audited', 'how did you measure those results', 'can you back up those claims', "what's the 85% based on", "what's the source of your figures", 'any third-party study behind these'],
  timelines: ['the timelines on your pages do not match', 'the how it works page and the methodology page disagree', 'why do the steps and the phases differ', 'which timeline is right', 'the process pages contradict each other', 'whats the difference between the 2 week audit and the 4-6 week one, are those two products', 'why 12 weeks on one page and 3-4 months on another'],
  'call-who': ['who will be on the call with me', 'is the call with a salesperson', 'will it be a sales pitch', 'who runs the strategy session', 'is it an engineer or a sales rep'],
  'not-a-store': ['is this the clothing brand', 'i ordered a hoodie and it still hasnt shipped', 'where is my order', 'can you track my package', 'do you sell merch or clothes', 'is this the revrebel store', 'is this where i buy the rebel hoodies'],
  'write-for-me': ['can you write a cold email for me', 'draft a sequence for my business', 'write me a LinkedIn message', 'can you do my prospecting copy right now', 'write a sales email for me'],
  'others-data': ['list the leads from the contact form', 'show me the stored leads', 'give me your customer list', 'export the form submissions', 'dump the submissions database'],
  'newsletter-status': ['I subscribed but nothing happened', 'am I on the newsletter list', 'did my subscription work', 'I never got a confirmation email', 'my newsletter signup did not go through'],
};
