import type { BlogAuthor } from './blog-types.ts';

/**
 * Posts are signed by practice teams rather than named individuals: the site names no staff, and a byline the
 * owner cannot vouch for would undermine the articles.
 */
export const blogAuthors = {
  strategy: { name: 'RevRebel Strategy Team', title: 'Revenue Architecture Practice' },
  engineering: { name: 'RevRebel GTM Engineering Team', title: 'Systems & Automation Practice' },
  development: { name: 'RevRebel Sales Development Practice', title: 'Outbound & Pipeline Programs' },
} as const satisfies Record<string, BlogAuthor>;
