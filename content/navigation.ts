import { company } from './company.ts';
import type { FooterColumn, NavLink } from './types.ts';

/** Top navigation (spec section 2). The admin page is never linked. */
export const navLinks = [
  { label: 'GTM Orchestration', to: '/gtm-orchestration' },
  { label: 'Services', to: '/services' },
  { label: 'Methodology', to: '/methodology' },
  { label: 'About', to: '/about' },
] as const satisfies readonly NavLink[];

export const navButton = { label: 'Get Started', to: '/get-started' } as const satisfies NavLink;

export const navBrand = { name: company.name, homeLabel: `${company.name} home`, to: '/' } as const;

export const footerColumns = [
  {
    title: 'Services',
    links: [
      { label: 'How It Works', to: '/how-it-works' },
      { label: 'Our Approach', to: '/approach' },
      { label: 'Technology Platform', to: '/technology' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'All Resources', to: '/resources' },
      { label: 'Blog & Insights', to: '/blog' },
      { label: 'Free Strategy Session', to: '/get-started' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
] as const satisfies readonly FooterColumn[];

export const footerBrand = {
  name: company.name,
  tagline: company.mission,
  description: 'GTM engineering for B2B teams. We automate the research, lists and data entry so your people can sell.',
  linkedInUrl: company.linkedInUrl,
  linkedInLabel: 'LinkedIn',
} as const;

/** The year is the current one at render time. */
export function copyrightLine(year: number): string {
  return `© ${year} ${company.legalName} All rights reserved.`;
}
