import type { IconName } from './icon-name.ts';

/**
 * Brand facts. The phone number, booking URL, site URL and contact email are settings, so they are deliberately
 * absent: the pages and the chat show the email from CONTACT_EMAIL (contactChannelsFor).
 */
export const company = {
  name: 'RevRebel',
  legalName: 'RevRebel, Inc.',
  tagline: 'GTM engineering for B2B teams who would rather sell than search',
  mission: 'Free your brilliant people to do brilliant work',
  /** One sentence on what we do, for footers, previews and the chat assistant's introduction. */
  summary:
    'RevRebel is a go-to-market engineering consultancy. We design and run the automation behind prospect research, list building, enrichment, outreach and CRM hygiene so that B2B sales teams spend their time on conversations and deals.',
  audience: ['B2B technology companies', 'Founders', 'Sales and revenue teams'],
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
  /** A second line under the value (the configured street address under the headquarters' city). */
  readonly detail?: string;
  readonly href: string;
  readonly description: string;
  readonly icon: IconName;
  readonly external: boolean;
};

/** The configured contact details (settings/site-settings.ts): what is unset is not shown. */
export interface ContactSettings {
  readonly email?: string | undefined;
  readonly address?: string | undefined;
}

/** How each way to reach us is shown; the email and address themselves are settings (contactChannelsFor). */
export const contactChannelCopy = {
  email: {
    label: 'Email Us',
    description: 'Questions about engagements, pricing or partnerships. A strategist answers, not a ticket queue.',
    icon: 'mail',
  },
  headquarters: { label: 'Headquarters', description: 'Our home base. Visits by appointment.', icon: 'map-pin' },
  linkedin: {
    label: 'LinkedIn',
    value: 'linkedin.com/company/revrebel',
    description: 'Follow along for GTM engineering teardowns, playbooks and Rebel Insights.',
    icon: 'brand-linkedin',
  },
} as const satisfies Record<ContactChannel['id'], { label: string; description: string; icon: IconName; value?: string }>;

/**
 * The ways to reach us besides the form and the phone line (spec section 2): the email when one is given, the
 * headquarters city always ('Santa Cruz, California', with the street line only when configured), and LinkedIn.
 */
export function contactChannelsFor({ email, address }: ContactSettings): readonly ContactChannel[] {
  return [
    ...(email ? [{ id: 'email', ...contactChannelCopy.email, value: email, href: `mailto:${email}`, external: false } as const] : []),
    {
      id: 'headquarters',
      ...contactChannelCopy.headquarters,
      value: company.headquarters,
      ...(address ? { detail: address } : {}),
      href: `https://www.openstreetmap.org/search?query=${encodeURIComponent(address ?? company.headquarters)}`,
      external: true,
    },
    { id: 'linkedin', ...contactChannelCopy.linkedin, href: company.linkedInUrl, external: true },
  ];
}
