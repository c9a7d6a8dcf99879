import { company } from './company.ts';
import type { LegalDocument } from './types.ts';

/** /privacy-policy. Company facts are interpolated from company.ts so the policy cannot drift from the site. */
export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdated: 'May 1, 2025',
  lastUpdatedIso: '2025-05-01',
  intro: [
    { type: 'paragraph', text: `${company.legalName} ("RevRebel", "we", "us" or "our") respects your privacy. This Privacy Policy explains what personal data we collect when you visit our website, contact us, book a strategy session or use our chat assistant, how we use it, and the rights you have over it.` },
    { type: 'paragraph', text: `If you have questions about this policy or how we handle your data, write to us through the contact form at /contact.` },
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who We Are',
      body: [
        { type: 'paragraph', text: `${company.legalName} is a go-to-market engineering consultancy headquartered in ${company.headquarters}. For personal data collected through this website, we are the data controller.` },
        { type: 'paragraph', text: "When we process prospect or customer data on behalf of our clients as part of an engagement, we act as a data processor under a written agreement with that client, and the client's own privacy notice governs that processing." },
      ],
    },
    {
      id: 'data-we-collect',
      title: 'The Data We Collect',
      body: [
        { type: 'paragraph', text: 'Depending on how you interact with us, we may collect the following categories of personal data:' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Identity data: your first and last name, job title and the company you work for.',
            'Contact data: your work email address, your company website and any phone number you choose to give us.',
            'Technical data: your IP address, browser type and version, device type, operating system, time zone setting and similar information sent by your browser.',
            'Usage data: the pages you visit, the links you click, how you arrived at our site, the messages you send to our chat assistant and the information you enter in our forms, such as your monthly revenue range and your GTM challenges.',
            'Marketing data: your preferences for receiving marketing from us, your newsletter subscription status and your communication preferences.',
          ],
        },
        { type: 'paragraph', text: 'We do not ask for, and ask you not to send us, special category data such as health information, or payment card details, through this website.' },
      ],
    },
    {
      id: 'how-we-collect',
      title: 'How We Collect Your Data',
      body: [
        {
          type: 'list',
          ordered: false,
          items: [
            'Directly from you, when you fill out our contact form, subscribe to our newsletter, email us, book a strategy session or chat with our assistant.',
            'Automatically, through server logs, local storage and similar technologies when you browse our website.',
            'From third parties, such as the scheduling service you use to book a session with us and publicly available business sources such as company websites and professional networks.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Data',
      body: [
        {
          type: 'list',
          ordered: false,
          items: [
            'To respond to your enquiry and arrange and hold strategy sessions.',
            'To provide, manage and improve our services and, if you become a client, to perform our contract with you.',
            'To operate, secure and improve our website and chat assistant.',
            'To send you marketing about our services, where you have agreed to it or where we have a legitimate interest and you have not objected.',
            'To comply with our legal obligations and to establish, exercise or defend legal claims.',
          ],
        },
      ],
    },
    {
      id: 'lawful-bases',
      title: 'Lawful Bases for Processing',
      body: [
        { type: 'paragraph', text: 'Where data protection laws such as the GDPR or UK GDPR apply, we rely on the following lawful bases:' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Consent: for example, when you subscribe to our newsletter. You can withdraw your consent at any time.',
            'Performance of a contract: to take steps at your request before entering into a contract, and to deliver our services once you are a client.',
            'Legitimate interests: to respond to business enquiries, run and secure our website, understand how it is used and market our services to business contacts, always balanced against your rights and interests.',
            'Legal obligation: where we must keep or disclose data to comply with the law.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Local Storage',
      body: [
        { type: 'paragraph', text: 'Our website stores a small number of items in your browser. Your color theme choice is kept in local storage so the site looks the way you left it, and a session flag records whether the chat assistant has already opened during your visit. Our contact form may be used with a lead-capture script that records the details you submit so we can follow up.' },
        { type: 'paragraph', text: 'You can clear or block these items through your browser settings. Some features, such as remembering your theme, will then not work.' },
      ],
    },
    {
      id: 'chat-assistant',
      title: 'Our Chat Assistant',
      body: [
        { type: 'paragraph', text: 'Messages you send to our chat assistant, and the conversation history in that session, are sent to an AI service provider to generate replies. We use these conversations to answer your questions and to improve our website. Please do not share sensitive personal information in the chat.' },
      ],
    },
    {
      id: 'sharing',
      title: 'How We Share Your Data',
      body: [
        { type: 'paragraph', text: 'We do not sell your personal data. We share it only with:' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Service providers who host our website, deliver email, run our scheduling, store our lead records and power our chat assistant, under contracts that require them to protect your data and use it only on our instructions.',
            'Professional advisers such as lawyers, accountants and insurers, where necessary.',
            'Authorities, where the law requires it.',
            'A buyer or successor, if our business or its assets are sold or reorganized, subject to this policy.',
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Transfers',
      body: [
        { type: 'paragraph', text: "We are based in the United States, and our service providers may process data in the United States and other countries. Where we transfer personal data out of the European Economic Area, the United Kingdom or Switzerland, we use appropriate safeguards such as the European Commission's Standard Contractual Clauses." },
      ],
    },
    {
      id: 'security',
      title: 'Data Security',
      body: [
        { type: 'paragraph', text: 'We protect your data with technical and organizational measures appropriate to the risk, including encryption in transit, access restricted to people who need it, least-privilege permissions for our systems, and monitoring of our infrastructure. Our service providers are selected for their security practices.' },
        { type: 'paragraph', text: 'No method of transmission or storage is completely secure. If we become aware of a breach that affects your personal data, we will notify you and the relevant authorities where the law requires it.' },
      ],
    },
    {
      id: 'retention',
      title: 'Data Retention',
      body: [
        { type: 'paragraph', text: 'We keep personal data only as long as we need it for the purposes above. Enquiry and prospect data is normally deleted or anonymized within 24 months of our last interaction with you, unless you become a client. Client data is kept for the duration of our contract and afterward as long as the law requires, for example for tax records.' },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      body: [
        { type: 'paragraph', text: 'Depending on where you live, you have the following rights over your personal data:' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Access: ask for a copy of the personal data we hold about you.',
            'Correct: ask us to correct data that is inaccurate or incomplete.',
            'Erase: ask us to delete your data where there is no good reason for us to keep it.',
            'Object: object to processing based on our legitimate interests, including direct marketing, at any time.',
            'Restrict: ask us to pause the processing of your data, for example while we check its accuracy.',
            'Transfer: ask us to provide your data in a structured, machine-readable format or to send it to another organization.',
            'Withdraw consent: where we rely on your consent, withdraw it at any time without affecting processing that took place before.',
          ],
        },
        { type: 'paragraph', text: 'California residents also have the right to know what personal information we collect and how we use it, and the right not to be discriminated against for exercising their rights. We do not sell or share personal information for cross-context behavioral advertising.' },
        { type: 'paragraph', text: `To exercise any of these rights, write to us through the contact form at /contact. We will respond within 30 days. You also have the right to complain to your local data protection authority.` },
      ],
    },
    {
      id: 'children',
      title: "Children's Privacy",
      body: [
        { type: 'paragraph', text: 'Our website and services are intended for businesses and are not directed at children under 16. We do not knowingly collect personal data from children.' },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      body: [
        { type: 'paragraph', text: 'We may update this policy from time to time. When we do, we will change the date at the top of this page and, for significant changes, tell you by email or through a notice on our website.' },
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: [
        { type: 'paragraph', text: `For any question about this Privacy Policy or your personal data, contact ${company.legalName} through the contact form at /contact.` },
      ],
    },
  ],
} as const satisfies LegalDocument;
