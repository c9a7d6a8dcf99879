import { company } from '../../../content/company.ts';
import type { Engagement } from '../../../content/engagements.ts';
import type { BreadcrumbItem, FaqEntry } from '../../../content/types.ts';
import type { BlogPost } from '../../../content/blog-types.ts';
import { blogPostPath } from '../../../content/blog-slugs.ts';
import { socialImagePath } from '../../../content/social-images.ts';
import { siteSettings } from '../site-settings.ts';
import { absoluteUrl, type JsonLd } from './seo.ts';

/**
 * schema.org builders for route head()s: pass the results as `structuredData` to pageHead().
 * Organization and WebSite are site-wide (the root route's head); the rest belong to the page that shows that content.
 */

const context = 'https://schema.org';
const organizationId = () => `${siteSettings.SITE_URL}/#organization`;

/** The spec lists up to this many posts in the Blog structured data (section 9). */
export const blogJsonLdPostLimit = 5;

const billingUnit: Record<Engagement['price']['billing'], string | undefined> = { 'one-time': undefined, fixed: undefined, monthly: 'MON' };

/** One paid engagement as a Service with its price; `path` is the page that describes it (default /services). */
export function serviceJsonLd(engagement: Engagement, path = '/services'): JsonLd {
  const unit = billingUnit[engagement.price.billing];
  return {
    '@context': context,
    '@type': 'Service',
    '@id': `${absoluteUrl(path)}#${engagement.id}`,
    name: engagement.title,
    description: engagement.description,
    serviceType: 'Go-to-market engineering',
    url: absoluteUrl(path),
    provider: { '@id': organizationId(), '@type': 'Organization', name: company.name },
    areaServed: 'Worldwide',
    offers: {
      '@type': 'Offer',
      price: engagement.price.usd,
      priceCurrency: 'USD',
      ...(unit
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: engagement.price.usd, priceCurrency: 'USD', unitCode: unit } }
        : {}),
      url: absoluteUrl('/pricing'),
    },
  };
}

export function faqPageJsonLd(faq: readonly FaqEntry[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

function postSummary(post: BlogPost): JsonLd {
  const url = absoluteUrl(blogPostPath(post.slug));
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    url,
    datePublished: post.publishDate,
    dateModified: post.modifiedDate,
    author: { '@type': 'Organization', name: post.author },
    articleSection: post.category,
    keywords: post.tags.join(', '),
    image: absoluteUrl(socialImagePath(blogPostPath(post.slug))),
  };
}

/** The /blog listing: the Blog with its first five posts (spec section 9). */
export function blogJsonLd(posts: readonly BlogPost[]): JsonLd {
  return {
    '@context': context,
    '@type': 'Blog',
    '@id': `${absoluteUrl('/blog')}#blog`,
    name: `${company.name} Rebel Insights`,
    url: absoluteUrl('/blog'),
    publisher: { '@id': organizationId() },
    blogPost: posts.slice(0, blogJsonLdPostLimit).map(postSummary),
  };
}

/** One article page. */
export function blogPostingJsonLd(post: BlogPost): JsonLd {
  const words = post.body
    .flatMap((block) => (block.type === 'list' ? block.items : [block.text]))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return {
    '@context': context,
    ...postSummary(post),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(blogPostPath(post.slug)) },
    wordCount: words,
    inLanguage: 'en-US',
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(),
      name: company.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
    isPartOf: { '@id': `${absoluteUrl('/blog')}#blog` },
  };
}

/**
 * The same trail the Breadcrumbs component shows. The last item is the current page: give its `path` so it gets a URL too.
 */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], currentPath?: string): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => {
      const path = item.to ?? (index === items.length - 1 ? currentPath : undefined);
      return { '@type': 'ListItem', position: index + 1, name: item.label, ...(path ? { item: absoluteUrl(path) } : {}) };
    }),
  };
}
