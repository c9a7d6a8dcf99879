import { describe, expect, it } from 'vitest';
import { blogCategories, blogCategoryFilterOptions } from './blog-categories.ts';
import { blogPosts, findBlogPost } from './blog-posts.ts';
import { blogSlugs } from './blog-slugs.ts';
import type { ArticleBlock } from './types.ts';
import type { BlogPost } from './blog-types.ts';

const specSlugs = [
  'automation-disappointment',
  'human-technology-engineering',
  'automation-cant-replace-human-judgment',
  'engineering-guide-to-account-based-outreach',
  'gtm-metrics-kpis',
  'hidden-costs-of-inhouse-sdrs',
  'tech-stack-ai-powered',
  'executive-time-management',
  'scaling-outbound-startup-to-scaleup',
];

function blockText(block: ArticleBlock): string {
  return block.type === 'list' ? block.items.join(' ') : block.text;
}

function wordCount(post: BlogPost): number {
  return post.body.map(blockText).join(' ').split(/\s+/).filter(Boolean).length;
}

describe('blog posts', () => {
  it('are exactly the nine posts with the spec slugs', () => {
    expect(blogPosts).toHaveLength(9);
    expect([...blogSlugs]).toEqual(specSlugs);
    expect(blogPosts.map((post) => post.slug).sort()).toEqual([...specSlugs].sort());
  });

  it('have unique ids, slugs and titles', () => {
    for (const key of ['id', 'slug', 'title'] as const) {
      expect(new Set(blogPosts.map((post) => post[key])).size).toBe(blogPosts.length);
    }
  });

  it('each have a full article body of at least 300 words with headings', () => {
    for (const post of blogPosts) {
      expect(wordCount(post), post.slug).toBeGreaterThanOrEqual(300);
      expect(post.body.some((block) => block.type === 'heading'), post.slug).toBe(true);
      expect(post.body[0]?.type, post.slug).toBe('paragraph');
    }
  });

  it('state a read time consistent with the body at about 200 words a minute', () => {
    for (const post of blogPosts) {
      const minutes = Number(/^(\d+) min read$/.exec(post.readTime)?.[1]);
      expect(minutes, post.slug).toBe(Math.max(1, Math.ceil((wordCount(post) + post.title.split(/\s+/).length) / 200)));
    }
  });

  it('use only the spec categories, and every category has at least one post', () => {
    expect(blogCategoryFilterOptions).toEqual([
      'All Categories',
      'Sales Development',
      'Success Stories',
      'Tactics',
      'Strategy',
      'Metrics',
      'Technology',
      'Leadership',
      'Growth',
    ]);
    for (const post of blogPosts) expect(blogCategories).toContain(post.category);
    for (const category of blogCategories) expect(blogPosts.some((post) => post.category === category), category).toBe(true);
  });

  it('show 2025 dates as the long form of publishDate, newest first, modified on or after publishing', () => {
    const format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const post of blogPosts) {
      expect(post.publishDate, post.slug).toMatch(/^2025-\d\d-\d\d$/);
      expect(post.date, post.slug).toBe(format.format(new Date(`${post.publishDate}T00:00:00Z`)));
      expect(post.modifiedDate >= post.publishDate, post.slug).toBe(true);
    }
    const dates = blogPosts.map((post) => post.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('have excerpts usable as meta descriptions, tags, and an author with a title', () => {
    for (const post of blogPosts) {
      expect(post.excerpt.length, post.slug).toBeGreaterThanOrEqual(120);
      expect(post.excerpt.length, post.slug).toBeLessThanOrEqual(160);
      expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(3);
      expect(post.author).toMatch(/^RevRebel /);
      expect(post.authorTitle).not.toBe('');
    }
  });

  it('are found by slug', () => {
    expect(findBlogPost('gtm-metrics-kpis')?.category).toBe('Metrics');
    expect(findBlogPost('post')).toBeUndefined();
  });
});
