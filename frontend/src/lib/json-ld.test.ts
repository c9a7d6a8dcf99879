import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../content/blog-posts.ts';
import { engagements } from '../../../content/engagements.ts';
import { pricingFaq } from '../../../content/plans.ts';
import { siteSettings } from '../site-settings.ts';
import { blogJsonLd, blogPostingJsonLd, breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from './json-ld.ts';
import { organizationJsonLd, websiteJsonLd } from './site-json-ld.ts';

const site = siteSettings.SITE_URL;

describe('JSON-LD builders', () => {
  it('describes the organization and the website once, linked by @id', () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'RevRebel', url: `${site}/` });
    expect(websiteJsonLd()).toMatchObject({ '@type': 'WebSite', publisher: { '@id': organization['@id'] } });
  });

  it('gives each engagement its price, monthly for the fractional team', () => {
    const [audit, , fractional] = engagements.map((engagement) => serviceJsonLd(engagement));
    expect(audit).toMatchObject({ '@type': 'Service', name: 'GTM Audit & Architecture', offers: { price: 25_000, priceCurrency: 'USD' } });
    expect(fractional).toMatchObject({ offers: { priceSpecification: { unitCode: 'MON', price: 25_000 } } });
  });

  it('turns the FAQ into questions with accepted answers', () => {
    const faq = faqPageJsonLd(pricingFaq) as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity).toHaveLength(pricingFaq.length);
    expect(faq.mainEntity[0]).toMatchObject({ name: pricingFaq[0]?.question, acceptedAnswer: { text: pricingFaq[0]?.answer } });
  });

  it('lists at most the first five posts on the blog', () => {
    const blog = blogJsonLd(blogPosts) as { blogPost: Array<{ headline: string }> };
    expect(blog.blogPost.map((post) => post.headline)).toEqual(blogPosts.slice(0, 5).map((post) => post.title));
  });

  it('describes an article with its dates, author and word count', () => {
    const post = blogPosts[0];
    if (!post) throw new Error('no posts');
    const article = blogPostingJsonLd(post) as Record<string, unknown>;
    expect(article).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.publishDate, url: `${site}/blog/${post.slug}` });
    expect(article.wordCount).toBeGreaterThanOrEqual(300);
  });

  it('numbers breadcrumb items from 1 and gives the current page its URL', () => {
    const trail = breadcrumbJsonLd([{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: 'A post' }], '/blog/a-post') as {
      itemListElement: Array<{ position: number; name: string; item?: string }>;
    };
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site}/blog` },
      { '@type': 'ListItem', position: 3, name: 'A post', item: `${site}/blog/a-post` },
    ]);
  });
});
