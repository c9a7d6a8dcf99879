import type { InternalPath } from './routes.ts';
import type { SectionHeading } from './types.ts';

/**
 * Section headings and interface labels the page modules do not carry (written by the pages engineer, so page
 * components hold no copy of their own). Page modules may absorb these later.
 */

export const howItWorksSections = {
  steps: {
    title: 'Three Steps to Qualified Pipeline',
    subtitle: 'Discovery in week one, a working system by week four, and qualified meetings from then on.',
  },
  comparison: {
    title: 'The Traditional Approach vs. RevRebel',
    subtitle: 'Hiring and ramping SDRs is slow, expensive and unpredictable. An engineered system is none of those.',
  },
  results: { title: 'The Results', subtitle: 'What clients see once the system is running.' },
} as const satisfies Record<string, SectionHeading>;

export const approachSections = {
  results: { title: 'What Engineering Delivers', subtitle: 'The outcomes we measure in every engagement.' },
} as const satisfies Record<string, SectionHeading>;

export const technologySections = {
  comparison: {
    title: 'Tools, Agencies or an Engineered System',
    subtitle: 'Basic tools leave the work to you; agencies keep the system. We build one you own.',
  },
} as const satisfies Record<string, SectionHeading>;

export const resourcesSections = {
  featured: { title: 'Featured Articles', subtitle: 'Where most teams start: the articles our clients share most.' },
  library: {
    title: 'Resource Library',
    subtitle: 'Guides, planning tools, industry insights and playbooks, grouped by what you are trying to do.',
  },
} as const satisfies Record<string, SectionHeading>;

export const aboutSections = {
  stats: { title: 'What We Set Out to Fix', subtitle: 'The waste we started RevRebel to end, and the commitments we make instead.' },
} as const satisfies Record<string, SectionHeading>;

export const gtmOrchestrationSections = {
  beforeLabel: 'Before',
  afterLabel: 'After',
  results: { title: 'Orchestration Results', subtitle: 'What changes when the system does the busywork.' },
} as const;

export const contactSections = {
  faq: { title: 'Questions Before You Reach Out' },
} as const satisfies Record<string, SectionHeading>;

/** Short labels used inside cards, tables and articles. */
/** Where each /services card's button leads (the labels are in services.ts). */
export const servicesCardCtaTo = '/contact' as const satisfies InternalPath;

/** /blog list: the heading over the results and the live count read out as the filter changes. */
export const blogListExtra = {
  articlesHeading: 'All Articles',
  resultCount: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
} as const;
