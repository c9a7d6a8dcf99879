import { allCategories } from './blog-categories.ts';
import type { BreadcrumbItem, Hero } from './types.ts';

/** /blog list page copy (spec sections 2 and 4). */
export const blogHero = {
  badge: 'BLOG & INSIGHTS',
  title: 'Rebel Insights',
  subtitle:
    'Field notes on GTM engineering, sales automation and giving your people their time back. No fluff, no growth hacks, just what works.',
  actions: [],
} as const satisfies Hero;

export const blogListCopy = {
  searchPlaceholder: 'Search articles...',
  searchLabel: 'Search articles',
  categoryLabel: 'Category',
  defaultCategory: allCategories,
  featuredLabel: 'Featured',
  readMoreLabel: 'Read Article',
  emptyTitle: 'No articles found',
  emptyHint: 'Try adjusting your search or filter criteria',
  /** Structured data lists at most this many posts (spec section 9). */
  structuredDataPostLimit: 5,
} as const;

/** Shown above the blog list when it is filtered by an article's tag link (its own export: the list's copy is in every first load). */
export const blogTagFilterCopy = {
  label: (tag: string) => `Articles tagged "${tag}"`,
  clearLabel: 'Show all tags',
} as const;

/** The newsletter block; its handling is not specified, so the button has no visible effect. */
export const newsletterCopy = {
  title: 'Get Rebel Insights in Your Inbox',
  description: 'One email a month with new articles, teardowns and playbooks for GTM engineering. Unsubscribe anytime.',
  emailLabel: 'Email address',
  /** A prompt, not an example address that could pass for one already typed. */
  emailPlaceholder: 'Your email address',
  buttonLabel: 'Subscribe',
} as const;

/** The article page's fixed copy. */
export const articlePageCopy = {
  backLinkLabel: 'Back to Resources',
  backLinkTo: '/blog',
  tagsLabel: 'Tags',
  shareLabel: 'Share this article',
  shareTargets: ['LinkedIn', 'X', 'Email', 'Copy link'],
  relatedTitle: 'Related Articles',
  tocTitle: 'In This Article',
  /** Posts with at least this many sections get a table of contents. */
  tocMinSections: 3,
  updatedLabel: 'Updated',
  /** The spec shows three related-article cards. */
  relatedCount: 3,
  ctaTitle: 'Ready to Put This Into Practice?',
  ctaDescription: 'Book a free 30-minute GTM Strategy Session and we will map what to automate first.',
  ctaLabel: 'Book Strategy Session',
} as const;

/** Breadcrumb Home > Blog > {title}. */
export function articleBreadcrumb(title: string): readonly BreadcrumbItem[] {
  return [{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: title }];
}
