import { contactChannelCopy } from './company.ts';
import { footerColumns } from './navigation.ts';
import type { NavLink } from './types.ts';

const footerLinks: readonly NavLink[] = footerColumns.flatMap((column): readonly NavLink[] => column.links);
const footerLink = (to: NavLink['to']): NavLink => {
  const link = footerLinks.find((candidate) => candidate.to === to);
  if (!link) throw new Error(`no footer link to ${to}`);
  return link;
};

/**
 * The small-screen drawer's copy below the spec's four links and 'Get Started' (design review: four links in an empty
 * panel). Its own module, so only the drawer's lazy chunk carries it.
 */
export const mobileMenu = {
  /** The footer pages a phone visitor looks for first and the top navigation lacks: prices, the blog, contact. */
  more: { title: 'More', links: [footerLink('/pricing'), footerLink('/blog'), footerLink('/contact')] },
  reach: { title: 'Reach Us', linkedInLabel: contactChannelCopy.linkedin.value },
  theme: 'Theme',
} as const;
