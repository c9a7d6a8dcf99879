import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../../content/blog-posts.ts';
import { relatedPosts } from './related-posts.ts';

describe('relatedPosts', () => {
  it('gives three other real posts for every post, never the post itself', () => {
    for (const post of blogPosts) {
      const related = relatedPosts(post, blogPosts, 3);
      expect(related).toHaveLength(3);
      expect(related.map((p) => p.slug)).not.toContain(post.slug);
      expect(new Set(related.map((p) => p.slug)).size).toBe(3);
    }
  });

  it('puts posts of the same category first, then shared tags, then blog order', () => {
    const posts = [
      { slug: 'a', category: 'Strategy', tags: ['x'] },
      { slug: 'b', category: 'Metrics', tags: [] },
      { slug: 'c', category: 'Metrics', tags: ['x', 'y'] },
      { slug: 'd', category: 'Strategy', tags: [] },
      { slug: 'e', category: 'Growth', tags: [] },
    ] as const;
    const current = { slug: 'z', category: 'Strategy', tags: ['x', 'y'] } as const;
    expect(relatedPosts(current, posts, 3).map((p) => p.slug)).toEqual(['a', 'd', 'c']);
  });
});
