import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blogCategoryFilterOptions } from '../../../../content/blog-categories.ts';
import { blogSearchSchema } from './blog-search-schema.ts';
import { blogSearchParams, defaultBlogFilters, validateBlogSearch } from './blog-search.ts';

const anyValue = fc.oneof(
  fc.string({ maxLength: 220 }),
  fc.constantFrom(...blogCategoryFilterOptions, 'Nope', ''),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
);

describe('blog search params', () => {
  it('the route validator gives exactly what the Zod schema gives, for any input', () => {
    fc.assert(
      fc.property(fc.record({ search: anyValue, category: anyValue, tag: anyValue, other: anyValue }, { requiredKeys: [] }), (input) => {
        expect(validateBlogSearch(input)).toEqual(blogSearchSchema.parse(input));
      }),
      { numRuns: 500 },
    );
  });

  it('falls back to the defaults for unknown values and keeps valid ones', () => {
    expect(validateBlogSearch({ category: 'Nope', search: 42, tag: ['x'] })).toEqual(defaultBlogFilters);
    expect(validateBlogSearch({ category: 'Metrics', search: 'sdr', tag: 'Pipeline' })).toEqual({ category: 'Metrics', search: 'sdr', tag: 'Pipeline' });
  });

  it('leaves defaults out of the URL', () => {
    expect(blogSearchParams(defaultBlogFilters)).toEqual({ search: undefined, category: undefined, tag: undefined });
    expect(blogSearchParams({ ...defaultBlogFilters, tag: 'AI' })).toEqual({ search: undefined, category: undefined, tag: 'AI' });
  });
});
