import type { IconName } from './icon-name.ts';

/** Brand facts. The phone number, booking URL and site URL are runtime settings, so they are deliberately absent. */
export const company = {
  name: 'RevRebel',
  legalName: 'RevRebel, Inc.',
  tagline: 'GTM engineering for B2B teams who would rather sell than search',
  mission: 'Free your brilliant people to do brilliant work',
  /** One sentence on what we do, for footers, previews and the chat assistant's introduction. */
  summary:
    'RevRebel is a go-to-market engineering consultancy. We design and run the automation behind prospect research, list building, enrichment, outreach and CRM hygiene so that B2B sales teams spend their time on conversations and deals.',
  audience: ['B2B technology companies', 'Founders', 'Sales and revenue teams'],
  email: 'hello@revrebel.example',
  headquarters: 'Santa Cruz, California',
  /** Where the team keeps its working hours (Santa Cruz); visitors ask which time zone we are in. */
  timeZone: 'Pacific Time (PT)',
  address: {
    street: '1101 Pacific Avenue, Suite 200',
    locality: 'Santa Cruz',
    region: 'CA',
    regionName: 'California',
    postalCode: '95060',
    country: 'US',
    countryName: 'United States',
    /** The single-line form shown on the site. */
    full: '1101 Pacific Avenue, Suite 200, Santa Cruz, CA 95060',
  },
  linkedInUrl: 'https://www.linkedin.com/company/revrebel',
} as const;

export type ContactChannel = {
  readonly id: 'email' | 'headquarters' | 'linkedin';
  readonly label: string;
  readonly value: string;
  readonly href: string;
  readonly description: string;
  readonly icon: IconName;
  readonly external: boolean;
};

/** The ways to reach us besides the form and the (runtime-configured) phone line. */
export const contactChannels = [
  {
    id: 'email',
    label: 'Email Us',
    value: company.email,
    href: `mailto:${company.email}`,
    description: 'Questions about engagements, pricing or partnerships. A strategist answers, not a ticket queue.',
    icon: 'mail',
    external: false,
  },
  {
    id: 'headquarters',
    label: 'Headquarters',
    value: company.address.full,
    href: 'https://www.openstreetmap.org/search?query=1101%20Pacific%20Avenue%2C%20Santa%20Cruz%2C%20CA%2095060',
    description: 'Our home base in Santa Cruz, California. Visits by appointment.',
    icon: 'map-pin',
    external: true,
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    value: 'linkedin.com/company/revrebel',
    href: company.linkedInUrl,
    description: 'Follow along for GTM engineering teardowns, playbooks and Rebel Insights.',
    icon: 'brand-linkedin',
    external: true,
  },
] as const satisfies readonly ContactChannel[];
