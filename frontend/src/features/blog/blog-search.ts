import { allCategories, blogCategoryFilterOptions, type BlogCategoryFilter } from '../../../../content/blog-categories.ts';

/** The blog list's filters as they live in the URL (/blog?search=...&category=...&tag=...). */
export interface BlogFilters {
  search: string;
  category: BlogCategoryFilter;
  tag: string;
}

export const maxLengthSearch = 200;
export const maxLengthTag = 100;

export const defaultBlogFilters: BlogFilters = { search: '', category: allCategories, tag: '' };

const maxLength = { search: maxLengthSearch, tag: maxLengthTag } as const;
const text = (value: unknown, max: number, fallback: string) => (typeof value === 'string' && value.length <= max ? value : fallback);

/**
 * The route's `validateSearch`: `blogSearchSchema.parse` (blog-search-schema.ts) without Zod, which would otherwise sit
 * in every page's first load (the route tree holds validateSearch); a property test holds the two to the same results.
 */
export function validateBlogSearch(search: Record<string, unknown>): BlogFilters {
  const category = search.category;
  return {
    search: text(search.search, maxLength.search, defaultBlogFilters.search),
    category: typeof category === 'string' && isCategoryFilter(category) ? category : defaultBlogFilters.category,
    tag: text(search.tag, maxLength.tag, defaultBlogFilters.tag),
  };
}

export function isCategoryFilter(value: string): value is BlogCategoryFilter {
  return (blogCategoryFilterOptions as readonly string[]).includes(value);
}

/**
 * The URL's search object for `filters`: a default is undefined, so /blog stays /blog. Every key is present, because
 * the router lays a route's validated search over the raw one: a left-out key would keep its raw (invalid) value.
 */
export function blogSearchParams(filters: BlogFilters): { [Key in keyof BlogFilters]: BlogFilters[Key] | undefined } {
  const differs = <Key extends keyof BlogFilters>(key: Key) => (filters[key] === defaultBlogFilters[key] ? undefined : filters[key]);
  return { search: differs('search'), category: differs('category'), tag: differs('tag') };
}
