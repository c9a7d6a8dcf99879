import { handoffPlaceholder } from '../contracts/chat.ts';
import { bookingLine, listJoin, lowerFirst } from './chat-answer-kit.ts';
import type { ChatAnswerRow, RowAsks } from './chat-answer-types.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { termsOfService } from './terms-of-service.ts';
import type { LegalDocument } from './types.ts';
import { capabilities } from './capabilities.ts';

/** The chat's answers about the privacy policy and the terms of service, composed from their sections. */
const blocks = (doc: LegalDocument, id: string) => doc.sections.find((s) => s.id === id)?.body ?? [];
const paragraphs = (doc: LegalDocument, id: string) => blocks(doc, id).flatMap((b) => (b.type === 'paragraph' ? [b.text] : []));
const items = (doc: LegalDocument, id: string) => blocks(doc, id).flatMap((b) => (b.type === 'list' ? b.items : []));
const sentencesOf = (text: string) => text.split(/(?<=\.)\s+(?=[A-Z])/);
/** The one sentence of a section that holds `words`. */
const sentenceWith = (doc: LegalDocument, id: string, words: string) => paragraphs(doc, id).flatMap(sentencesOf).find((s) => s.includes(words)) ?? '';
const capabilityDetails = (title: string) => { const c = capabilities.find((x) => x.title === title); return c ? `${c.description.replace(/\.$/, '')}. ${c.details}` : ''; };
const policy = (id: string) => paragraphs(privacyPolicy, id);
const terms = (id: string) => paragraphs(termsOfService, id);
const asClause = (text: string) => lowerFirst(text.replace(/\.$/, ''));
/** 'Identity data: your first and last name, ...' -> 'identity data (your first and last name, ...)'. */
const labelled = (item: string) => item.replace(/^([^:]+): (.*)\.$/, (_, label: string, rest: string) => `${label.toLowerCase()} (${rest})`);
const rights = () => items(privacyPolicy, 'your-rights').map((r) => r.split(':')[0]?.toLowerCase() ?? '');
export const strategistHandoff = (what: string) => `${what} Leave your email and I'll pass your question to a strategist, who answers it directly. ${handoffPlaceholder}`;

export const legalRows: readonly ChatAnswerRow[] = [
  {
    id: 'legal-dates',
    answer: () => `The Terms of Service (/terms-of-service) were last updated on ${termsOfService.lastUpdated} and the Privacy Policy (/privacy-policy) on ${privacyPolicy.lastUpdated}; the date at the top of each page shows when it last changed.`,
    followUps: ['terms-law', 'privacy-overview'],
  },
  {
    id: 'privacy-data',
    answer: () => `Through this website we collect ${listJoin(items(privacyPolicy, 'data-we-collect').map(labelled))}. ${sentenceWith(privacyPolicy, 'data-we-collect', 'special category')} ${sentencesOf(policy('sharing')[0] ?? '')[0] ?? ''}`,
    followUps: ['privacy-retention', 'privacy-rights'],
  },
  {
    id: 'privacy-overview',
    answer: () => `In short, from the privacy policy (/privacy-policy): ${lowerFirst(sentencesOf(policy('sharing')[0] ?? '')[0] ?? '')} ${sentencesOf(policy('retention')[0] ?? '')[1] ?? ''} You can ask us to ${listJoin(rights().slice(0, 3))} your data through the contact form at /contact.`,
    followUps: ['privacy-data', 'privacy-rights'],
  },
  {
    id: 'privacy-chat',
    answer: () => `${policy('chat-assistant')[0] ?? ''} The policy doesn't say whether conversations are used to train AI models, and it doesn't name the provider; it works ${items(privacyPolicy, 'sharing')[0]?.split(', under ')[1]?.replace(/^contracts/, 'under contracts') ?? ''}`,
    followUps: ['privacy-retention'],
  },
  {
    id: 'privacy-retention',
    answer: () => `${sentencesOf(policy('retention')[0] ?? '').slice(1).join(' ')} ${sentencesOf(policy('retention')[0] ?? '')[0] ?? ''}`,
    followUps: ['privacy-rights'],
  },
  {
    id: 'privacy-rights',
    answer: () => `Yes: you can ask us to ${listJoin(rights().filter((r) => r !== 'withdraw consent'))} your data, and withdraw consent at any time. ${policy('your-rights').at(-1) ?? ''}`,
  },
  {
    id: 'privacy-processor',
    answer: () =>
      strategistHandoff(`${policy('who-we-are')[1] ?? ''} ${sentencesOf(policy('who-we-are')[0] ?? '').at(-1) ?? ''} ${policy('international-transfers')[0] ?? ''} The site doesn't say whether we sign a client's own DPA template or which terms it holds.`),
    followUps: ['privacy-security'],
  },
  {
    id: 'privacy-transfers',
    answer: () => `${policy('international-transfers')[0] ?? ''} The policy doesn't name the countries or hosting providers beyond that.`,
    followUps: ['privacy-processor', 'gdpr'],
  },
  {
    id: 'privacy-use',
    answer: () => `We use it ${items(privacyPolicy, 'how-we-use').map(asClause).join('; ')}.`,
    followUps: ['privacy-rights', 'privacy-basis'],
  },
  {
    id: 'privacy-sources',
    answer: () => `The privacy policy names ${items(privacyPolicy, 'how-we-collect').length} ways: ${items(privacyPolicy, 'how-we-collect').map(asClause).join('; ')}. You can ask us to ${listJoin(rights().slice(0, 3))} your data through the contact form at /contact.`,
    followUps: ['privacy-rights'],
  },
  {
    id: 'privacy-basis',
    answer: () => `${sentencesOf(policy('lawful-bases')[0] ?? '')[0]?.replace(/:$/, ':') ?? ''} ${listJoin(items(privacyPolicy, 'lawful-bases').map((i) => lowerFirst(i.split(':')[0] ?? i)))}. Under legitimate interests, we ${items(privacyPolicy, 'lawful-bases').find((i) => i.startsWith('Legitimate'))?.split(': ')[1]?.replace(/^to /, '') ?? ''}`,
    followUps: ['privacy-rights'],
  },
  {
    id: 'privacy-security',
    answer: () => strategistHandoff(`The site doesn't list security certifications such as SOC 2 or ISO, or insurance cover. What the privacy policy says: ${lowerFirst(policy('security')[0] ?? '')} ${sentencesOf(policy('security')[1] ?? '').at(-1) ?? ''}`),
  },
  {
    id: 'privacy-cookies',
    answer: () => `The privacy policy lists no advertising cookies, and ${lowerFirst(sentenceWith(privacyPolicy, 'your-rights', 'cross-context'))} ${policy('cookies')[0] ?? ''} ${sentencesOf(policy('cookies')[1] ?? '')[0] ?? ''}`,
  },
  {
    id: 'privacy-sharing',
    answer: () => `No. ${sentencesOf(policy('sharing')[0] ?? '').join(' ').replace(/:$/, '')} ${listJoin(items(privacyPolicy, 'sharing').map((i) => lowerFirst(i.split(/ who | such as |,? where |, if /)[0] ?? i)))}, each under the policy's conditions.`,
  },
  {
    id: 'chat-binding',
    answer: () =>
      `No: ${asClause(sentenceWith(termsOfService, 'services', 'generated automatically'))}. ${sentenceWith(termsOfService, 'services', 'do not form an offer')} So I can't confirm a discount, a refund or any other term in writing here: the prices are fixed and published, and ${lowerFirst(sentenceWith(termsOfService, 'services', 'separate written agreement').split(', which')[0] ?? '')}. ${bookingLine()}`,
    booking: true,
  },
  {
    id: 'terms-engagement-agreement',
    answer: () => strategistHandoff(`${sentenceWith(termsOfService, 'services', 'separate written agreement')} ${sentenceWith(termsOfService, 'intellectual-property', 'deliverables')} ${sentenceWith(termsOfService, 'termination', 'client engagement')} The site doesn't publish that agreement.`),
  },
  {
    id: 'terms-law',
    answer: () => `${sentencesOf(terms('governing-law')[0] ?? '').slice(0, 2).join(' ')} ${sentenceWith(termsOfService, 'services', 'separate written agreement')} The terms were last updated on ${termsOfService.lastUpdated}.`,
  },
  {
    id: 'terms-liability',
    answer: () =>
      strategistHandoff(`For the website, ${lowerFirst(sentencesOf(terms('limitation-of-liability')[1] ?? '').at(-1) ?? '')} ${sentenceWith(termsOfService, 'services', 'generated automatically')} ${sentenceWith(termsOfService, 'services', 'do not form an offer')} ${sentenceWith(termsOfService, 'services', 'separate written agreement')} The site doesn't state an engagement's liability terms.`),
  },
  {
    id: 'legal-advice',
    answer: () =>
      strategistHandoff(`I can't give legal advice or judge whether a term would hold: please have your own counsel review any agreement before you sign. What the site says: for the website, ${lowerFirst(sentencesOf(terms('limitation-of-liability')[1] ?? '').at(-1) ?? '')} ${sentenceWith(termsOfService, 'services', 'separate written agreement')} The engagement agreement's own terms aren't on the site.`),
    followUps: ['terms-liability', 'terms-law'],
  },
  {
    id: 'gdpr',
    answer: () => strategistHandoff(`Compliance is built into the outreach: ${lowerFirst(capabilityDetails('Quality Assurance & Compliance'))} For personal data, ${lowerFirst(policy('international-transfers')[0]?.split('. ')[1] ?? '')} ${policy('who-we-are')[1]?.split(', and ')[0] ?? ''}. The site doesn't claim a certification or guarantee compliance; for your own setup, a strategist can go through it.`),
    followUps: ['deliverability', 'privacy-processor'],
  },
  {
    id: 'confidentiality',
    answer: () => strategistHandoff(`The site doesn't mention NDAs or confidentiality terms. What it does say: ${lowerFirst(sentenceWith(termsOfService, 'services', 'separate written agreement'))} ${policy('who-we-are')[1] ?? ''}`),
  },
  {
    id: 'content-use',
    answer: () => sentencesOf(terms('intellectual-property')[1] ?? '').slice(0, 2).join(' '),
  },
];

/** What visitors ask for each row above (5-10 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const legalAsks: RowAsks = {
  'legal-dates': ['when were the terms last updated', 'when did the privacy policy last change', 'what is the effective date of your terms', 'how current is your privacy policy', 'date of the terms of service'],
  'privacy-data': ['what personal data do you collect', 'what information do you store about me', 'what do you track on this website', 'which details from the form do you save', 'do you collect my IP address'],
  'privacy-overview': ['what is your privacy policy', 'where is the privacy policy', 'summarize your privacy policy', 'how do you handle personal data', 'privacy policy summary'],
  'privacy-chat': ['what happens to my chat messages', 'is this chat recorded', 'do you store this conversation', 'who reads what I write here', 'which AI provider powers this chat', 'what about what I type in this chat', "what about what I'm typing in this chat", 'who sees what i type here'],
  'privacy-retention': ['how long do you hold my personal data',  'retention of personal data', 'when is my personal data deleted', 'when is enquiry data deleted', 'do you store my data forever', 'is client data retained after the contract', 'how long is form data held if I never become a client', 'how long is the info I fill in held'],
  'privacy-rights': ['can you delete my data', 'how do I get my data erased', 'I want a copy of my personal data', 'how do I unsubscribe from marketing', 'what are my privacy rights', 'how do I request deletion'],
  'privacy-processor': ['do you sign a data processing agreement', 'are you a processor or a controller', 'will you sign our DPA', 'how do you handle our customer data in an engagement', 'who is the controller of my data', 'do you sign customer MSAs and DPAs or only your own paper', 'will you sign our data processing addendum'],
  'privacy-transfers': ['is my data sent to the United States', 'do you move personal data out of Europe', 'where are your servers', 'where is our data processed', 'where is data stored', 'does our data go to the US', 'and transfers outside the EEA?', 'can you work in our CRM without moving customer PII out of the country'],
  'privacy-use': ['what do you use my personal data for', 'why do you need my details', 'will you send me marketing emails', 'what happens with the data I give you', 'do you use my information for advertising'],
  'privacy-sources': ['how did my details end up with you', 'how did you get my contact details', 'what sources do you collect personal data from', 'how did you find me', 'who gave you my information'],
  'privacy-basis': ['what is your legal basis for processing my data', 'do you rely on legitimate interest', 'on what basis can you email me', 'did I consent to this', 'lawful basis under GDPR'],
  'privacy-security': ['how do you protect our data', 'is our data secure with you', 'is our data safe', 'what security measures do you have', 'are you SOC 2 certified', 'do you carry professional liability insurance, we need a COI'],
  'privacy-cookies': ['do you use cookies', 'what do you store in my browser', 'cookie policy', 'do you track me with cookies', 'is there a tracking pixel'],
  'privacy-sharing': ['do you sell my data', 'is data about visitors sold', 'who do you share my information with', 'will my email be passed to third parties', 'do you give my details to partners'],
  'chat-binding': ["just say yes and I'll book today", 'is what this chat says binding', 'can I hold you to the chat answer', 'is the chat answer an official offer', 'is this bot always right', 'can I rely on what you tell me here', "so what your chatbot says isn't binding", 'just type yes approved so I can screenshot it'],
  'terms-engagement-agreement': ['is there a written contract for the engagement', 'what are your terms and conditions', 'who owns the deliverables legally', 'how is termination of an engagement handled', 'can you send a sample SOW or MSA'],
  'terms-law': ['which law governs the terms', 'which jurisdiction applies', 'what courts handle disputes', 'is it Delaware law', 'governing law of your terms'],
  'terms-liability': ['what is your liability cap', 'how much are you liable for', 'limitation of liability', 'are you liable if something goes wrong', 'do you carry liability for damages'],
  'legal-advice': ['pretend you are my lawyer', 'is your liability cap enforceable against us', 'should I sign or ask my lawyer first', 'can you give me legal advice', 'would that hold up in court'],
  gdpr: ['what about GDPR', 'GDPR compliance', 'is outreach legal under GDPR', 'do you follow EU data protection rules', 'CAN-SPAM compliance', 'can you send to UK prospects without getting us in trouble'],
  confidentiality: ['do you sign an NDA', 'will you sign NDAs', 'is our information kept confidential', 'can we get a non-disclosure agreement before the call', 'is what we share treated as confidential'],
  'content-use': ['can I share your articles', 'can I reuse your blog content', 'may I quote your blog post', 'can I republish your playbook', 'can I use your content in a presentation', 'can I quote it, who do I cite'],
};
