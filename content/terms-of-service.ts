import { company } from './company.ts';
import type { LegalDocument } from './types.ts';

/** /terms-of-service: exactly eight numbered sections (spec section 2). */
export const termsOfService = {
  title: 'Terms of Service',
  lastUpdated: 'May 1, 2025',
  lastUpdatedIso: '2025-05-01',
  intro: [
    { type: 'paragraph', text: `These Terms of Service govern your use of the RevRebel website and of the services provided by ${company.legalName}. Please read them carefully.` },
  ],
  sections: [
    {
      id: 'agreement',
      number: 1,
      title: 'Agreement to Terms',
      body: [
        { type: 'paragraph', text: 'By accessing or using our website, you agree to be bound by these Terms of Service and by our Privacy Policy. If you do not agree, please do not use the website.' },
        { type: 'paragraph', text: 'If you use the website on behalf of a company, you confirm that you are authorized to accept these terms on its behalf. We may update these terms from time to time; the date at the top of this page shows when they last changed, and continuing to use the website after a change means you accept the updated terms.' },
      ],
    },
    {
      id: 'services',
      number: 2,
      title: 'Services',
      body: [
        { type: 'paragraph', text: 'RevRebel provides go-to-market engineering services, including GTM audits and architecture, funnel orchestration and fractional GTM team engagements. Our website describes these services and lets you contact us, book a strategy session and chat with our assistant.' },
        { type: 'paragraph', text: "Information on the website, including prices, timelines and results, is provided for general information. Results depend on each client's market, product and team and are not guaranteed. Any engagement is governed by a separate written agreement, which takes precedence over these terms where they conflict." },
        { type: 'paragraph', text: 'Answers from our chat assistant are generated automatically and may be incomplete or inaccurate. They do not form an offer or a commitment; please confirm anything important with our team.' },
      ],
    },
    {
      id: 'user-responsibilities',
      number: 3,
      title: 'User Responsibilities',
      body: [
        { type: 'paragraph', text: 'When you use our website, you agree to:' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Provide accurate and current information in our forms and communications.',
            'Use the website only for lawful purposes and in accordance with these terms.',
            'Not attempt to gain unauthorized access to the website, its systems or its data, or interfere with its operation.',
            'Not use automated means to scrape, copy or overload the website or the chat assistant.',
            'Not submit content that is unlawful, infringing, misleading or harmful, or that contains malicious code.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      number: 4,
      title: 'Intellectual Property',
      body: [
        { type: 'paragraph', text: `The website and its content, including text, graphics, logos, articles, methodologies and software, are owned by ${company.legalName} or its licensors and are protected by intellectual property laws.` },
        { type: 'paragraph', text: "You may view and share our content for your own non-commercial, informational use, with attribution to RevRebel. You may not copy, modify, republish or commercially exploit it without our prior written permission. Ownership of deliverables created in a client engagement is set out in that engagement's agreement." },
      ],
    },
    {
      id: 'limitation-of-liability',
      number: 5,
      title: 'Limitation of Liability',
      body: [
        { type: 'paragraph', text: 'The website is provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.' },
        { type: 'paragraph', text: `To the fullest extent permitted by law, ${company.legalName} will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from your use of or inability to use the website. Our total liability for any claim relating to the website will not exceed one hundred US dollars (US$100).` },
        { type: 'paragraph', text: 'Nothing in these terms limits liability that cannot be limited under applicable law.' },
      ],
    },
    {
      id: 'termination',
      number: 6,
      title: 'Termination',
      body: [
        { type: 'paragraph', text: 'We may suspend or end your access to the website at any time, without notice, if you breach these terms or if we reasonably believe your use harms the website, other users or us.' },
        { type: 'paragraph', text: "Sections that by their nature should survive termination, including intellectual property, limitation of liability and governing law, will continue to apply. Termination of a client engagement is governed by that engagement's agreement." },
      ],
    },
    {
      id: 'governing-law',
      number: 7,
      title: 'Governing Law',
      body: [
        { type: 'paragraph', text: 'These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict of law principles. Any dispute arising from these terms or your use of the website will be subject to the exclusive jurisdiction of the state and federal courts located in Delaware, and you consent to the personal jurisdiction of those courts.' },
      ],
    },
    {
      id: 'contact',
      number: 8,
      title: 'Contact Information',
      body: [
        { type: 'paragraph', text: `If you have questions about these Terms of Service, contact ${company.legalName} through the contact form at /contact.` },
      ],
    },
  ],
} as const satisfies LegalDocument;
