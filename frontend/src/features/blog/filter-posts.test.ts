import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allCategories, blogCategories, blogCategoryFilterOptions } from '../../../../content/blog-categories.ts';
import { blogPosts } from '../../../../content/blog-posts.ts';
import { filterPosts, splitFeatured, type PostSummary } from './filter-posts.ts';

const post = (title: string, excerpt: string, category: PostSummary['category']): PostSummary => ({ title, excerpt, category });

const sample = [
  post('Automation Disappointment', 'Why tools fail', 'Strategy'),
  post('Hidden Costs of SDRs', 'The real cost of AUTOMATION', 'Sales Development'),
  post('Executive Time', 'Leaders lose hours', 'Leadership'),
];

describe('filterPosts', () => {
  it('keeps every post, in order, for an empty search and All Categories', () => {
    expect(filterPosts(sample, '', allCategories)).toEqual(sample);
  });

  it('matches the search text in the title or the excerpt, ignoring case', () => {
    expect(filterPosts(sample, 'automation', allCategories)).toEqual([sample[0], sample[1]]);
    expect(filterPosts(sample, 'LEADERS', allCategories)).toEqual([sample[2]]);
  });

  it('does not match other fields such as the category', () => {
    expect(filterPosts(sample, 'Leadership', allCategories)).toEqual([]);
  });

  it('keeps only the chosen category', () => {
    expect(filterPosts(sample, '', 'Strategy')).toEqual([sample[0]]);
    expect(filterPosts(sample, 'automation', 'Sales Development')).toEqual([sample[1]]);
    expect(filterPosts(sample, 'automation', 'Metrics')).toEqual([]);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterPosts(sample, 'no such words', allCategories)).toEqual([]);
  });

  it('agrees with the spec rule for any search and category on the real posts', () => {
    const searches = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom(...blogPosts.flatMap((p) => [p.title.slice(2, 9), p.excerpt.slice(5, 14).toUpperCase()])),
    );
    fc.assert(
      fc.property(searches, fc.constantFrom(...blogCategoryFilterOptions), (search, category) => {
        const result = filterPosts(blogPosts, search, category);
        const expected = blogPosts.filter((p) => {
          const text = search.toLowerCase();
          const inText = p.title.toLowerCase().includes(text) || p.excerpt.toLowerCase().includes(text);
          return inText && (category === allCategories || p.category === category);
        });
        expect(result).toEqual(expected);
      }),
    );
  });

  it('finds every category used by the real posts', () => {
    for (const category of new Set(blogPosts.map((p) => p.category))) {
      expect(blogCategories).toContain(category);
      expect(filterPosts(blogPosts, '', category).length).toBeGreaterThan(0);
    }
  });
});

describe('splitFeatured', () => {
  it('features the first match and puts the rest in the grid', () => {
    expect(splitFeatured(sample)).toEqual({ featured: sample[0], rest: [sample[1], sample[2]] });
  });

  it('has no featured post when nothing matches', () => {
    expect(splitFeatured([])).toEqual({ featured: undefined, rest: [] });
  });
});
