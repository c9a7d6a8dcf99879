/**
 * The nine blog slugs, in the spec's order (section 3). Kept apart from the posts so routes and link types can
 * depend on them without importing the article bodies.
 */
export const blogSlugs = [
  'automation-disappointment',
  'human-technology-engineering',
  'automation-cant-replace-human-judgment',
  'engineering-guide-to-account-based-outreach',
  'gtm-metrics-kpis',
  'hidden-costs-of-inhouse-sdrs',
  'tech-stack-ai-powered',
  'executive-time-management',
  'scaling-outbound-startup-to-scaleup',
] as const;

export type BlogSlug = (typeof blogSlugs)[number];

export function blogPostPath(slug: BlogSlug): `/blog/${BlogSlug}` {
  return `/blog/${slug}`;
}
