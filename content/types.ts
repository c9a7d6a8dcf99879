import type { IconName } from './icon-name.ts';
import type { InternalPath } from './routes.ts';

/**
 * Shared shapes for every content module (spec section 3 plus what the pages need). Everything is readonly so
 * `as const satisfies` keeps literal types for the frontend.
 */

/** What a button or link does. Internal links are typed, so a link to a page that does not exist fails to compile. */
export type Cta =
  | { readonly kind: 'link'; readonly label: string; readonly to: InternalPath }
  /** Opens the scheduling popup (booking.ts); the URL is a runtime setting. */
  | { readonly kind: 'booking'; readonly label: string }
  /** Scrolls to an element id on the same page. */
  | { readonly kind: 'scroll'; readonly label: string; readonly targetId: string };

export type LandingCardItem = {
  readonly title: string;
  readonly description: string;
  readonly details: string;
  readonly icon: IconName;
};

export type StatItem = {
  readonly value: string;
  readonly label: string;
  /** What the figure measures, where the site states another figure for something similar (shown under the label). */
  readonly note?: string;
};

/** A stat with an explanation, for pages and for the chat assistant to quote in context. */
export type Claim = StatItem & {
  readonly context: string;
};

export type FeatureCard = {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  readonly points?: readonly string[];
};

export type Step = {
  readonly number: number;
  readonly title: string;
  /** e.g. 'Week 1', 'Weeks 2-4', 'Ongoing'. */
  readonly timeframe?: string;
  readonly description: string;
  readonly points: readonly string[];
  readonly icon: IconName;
};

export type ComparisonTable = {
  readonly caption: string;
  /** Column headings after the first ("feature") column. */
  readonly columns: readonly string[];
  /** `values` has one entry per column, in the same order. */
  readonly rows: readonly { readonly feature: string; readonly values: readonly string[] }[];
  /** Index into `columns` of our own column, to highlight it. */
  readonly highlightColumn: number;
};

export type SectionHeading = {
  readonly eyebrow?: string;
  readonly title: string;
  readonly subtitle?: string;
};

export type CtaBlock = {
  readonly title: string;
  readonly description: string;
  readonly actions: readonly Cta[];
};

export type Hero = {
  readonly badge?: string;
  readonly title: string;
  readonly titleAccent?: string;
  readonly subtitle: string;
  readonly actions: readonly Cta[];
};

export type BreadcrumbItem = {
  readonly label: string;
  /** Absent on the current page. */
  readonly to?: InternalPath;
};

export type PlanCard = {
  readonly title: string;
  readonly subtitle: string;
  readonly popular: boolean;
  readonly badge?: string;
  readonly price: string;
  readonly unit: string;
  readonly timeframe: string;
  readonly meetings: string;
  readonly mainBenefit: string;
  readonly features: readonly string[];
  readonly cta: Cta;
};

export type ResourceEntry = {
  readonly title: string;
  readonly description: string;
  readonly type: string;
  readonly readTime: string;
  readonly link: InternalPath;
};

export type ResourceGroup = {
  readonly id: 'guides' | 'roi-and-planning-tools' | 'industry-insights' | 'playbooks';
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  readonly resources: readonly ResourceEntry[];
};

export type FaqEntry = {
  readonly question: string;
  readonly answer: string;
};

export type ArticleBlock =
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'list'; readonly ordered: boolean; readonly items: readonly string[] };

/** A titled block of a long page (legal pages, about). */
export type DocumentSection = {
  readonly id: string;
  /** Shown before the title where a document numbers its sections. */
  readonly number?: number;
  readonly title: string;
  readonly body: readonly ArticleBlock[];
};

export type PageMeta = {
  readonly title: string;
  /** 120-160 characters, for search results and social previews. */
  readonly description: string;
  readonly keywords: readonly string[];
  readonly ogType: 'website' | 'article';
  /** schema.org type for the page's structured data. */
  readonly schemaType:
    | 'WebPage'
    | 'AboutPage'
    | 'ContactPage'
    | 'CollectionPage'
    | 'FAQPage'
    | 'Blog'
    | 'BlogPosting'
    | 'Service'
    | 'Organization';
};

export type NavLink = {
  readonly label: string;
  readonly to: InternalPath;
};

export type FooterColumn = {
  readonly title: string;
  readonly links: readonly NavLink[];
};

export type LegalDocument = {
  readonly title: string;
  /** Display date, e.g. 'May 1, 2025'. */
  readonly lastUpdated: string;
  /** ISO date of `lastUpdated`. */
  readonly lastUpdatedIso: string;
  readonly intro: readonly ArticleBlock[];
  readonly sections: readonly DocumentSection[];
};
