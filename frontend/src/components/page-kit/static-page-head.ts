import { pageMeta } from '../../../../content/page-meta.ts';
import type { StaticPath } from '../../../../content/routes.ts';
import type { PageMeta } from '../../../../content/types.ts';
import { siteSettings } from '../../site-settings.ts';
import { absoluteUrl, pageHead, type JsonLd } from '../../lib/seo.ts';

/** Page types described by a plain schema.org page object; the others get their own builders (FAQPage, Blog, Service). */
const plainPageTypes = new Set<PageMeta['schemaType']>(['WebPage', 'AboutPage', 'ContactPage', 'CollectionPage']);

function webPageJsonLd(path: StaticPath, meta: PageMeta): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': meta.schemaType,
    '@id': `${absoluteUrl(path)}#webpage`,
    name: meta.title,
    description: meta.description,
    url: absoluteUrl(path),
    inLanguage: 'en-US',
    isPartOf: { '@id': `${siteSettings.SITE_URL}/#website` },
  };
}

/** A page about our service as a whole (e.g. /gtm-orchestration), when it names no single engagement. */
function pageServiceJsonLd(path: StaticPath, meta: PageMeta): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${absoluteUrl(path)}#service`,
    name: meta.title,
    description: meta.description,
    serviceType: 'Go-to-market engineering',
    url: absoluteUrl(path),
    provider: { '@id': `${siteSettings.SITE_URL}/#organization` },
  };
}

function defaultStructuredData(path: StaticPath, meta: PageMeta, given: readonly JsonLd[]): JsonLd[] {
  if (plainPageTypes.has(meta.schemaType)) return [webPageJsonLd(path, meta)];
  if (meta.schemaType === 'Service' && given.length === 0) return [pageServiceJsonLd(path, meta)];
  return [];
}

/** head() for a static page: its metadata from content/page-meta.ts plus the page's own structured data. */
export function staticPageHead(path: StaticPath, structuredData: readonly JsonLd[] = []) {
  const meta: PageMeta = pageMeta[path];
  return pageHead({
    path,
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    ogType: meta.ogType,
    structuredData: [...defaultStructuredData(path, meta, structuredData), ...structuredData],
  });
}
