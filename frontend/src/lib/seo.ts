import type { JSX } from 'react';
import { socialImagePath } from '../../../content/social-images.ts';
import { siteSettings } from '../site-settings.ts';

/** One schema.org object, embedded as `<script type="application/ld+json">` by TanStack's head management. */
export type JsonLd = Record<string, unknown>;

type HeadMeta = NonNullable<JSX.IntrinsicElements['meta']>;

/**
 * A head() meta entry that TanStack renders as an escaped JSON-LD script. The router supports it at run time, but its
 * React typings only describe <meta> attributes, hence the one cast, kept here.
 */
export function jsonLdMeta(data: JsonLd): HeadMeta {
  return { 'script:ld+json': data } as unknown as HeadMeta;
}

export interface PageSeo {
  /** The route's own path, e.g. '/pricing'; the canonical URL is SITE_URL + path. */
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  ogType?: 'website' | 'article';
  /** Absolute path of the social preview image; defaults to the page's own, drawn at build time (content/social-images.ts). */
  image?: string;
  noindex?: boolean;
  structuredData?: readonly JsonLd[];
}

export const defaultSocialImage = '/og-image.png';

export function absoluteUrl(path: string): string {
  return `${siteSettings.SITE_URL}${path === '/' ? '/' : path}`;
}

/** The head() value for a route: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function pageHead(seo: PageSeo) {
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(seo.image ?? socialImagePath(seo.path));
  return {
    meta: [
      { title: seo.title },
      { name: 'description', content: seo.description },
      ...(seo.keywords && seo.keywords.length > 0 ? [{ name: 'keywords', content: seo.keywords.join(', ') }] : []),
      { name: 'robots', content: seo.noindex ? 'noindex, nofollow' : 'index, follow' },
      { property: 'og:type', content: seo.ogType ?? 'website' },
      { property: 'og:title', content: seo.title },
      { property: 'og:description', content: seo.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: seo.title },
      { name: 'twitter:description', content: seo.description },
      { name: 'twitter:image', content: image },
      ...(seo.structuredData ?? []).map(jsonLdMeta),
    ],
    links: seo.noindex ? [] : [{ rel: 'canonical', href: url }],
  };
}
