import { z } from 'zod';
import { allCategories, blogCategoryFilterOptions, type BlogCategoryFilter } from '../../../../content/blog-categories.ts';

/** The blog list's filters as they live in the URL (/blog?search=...&category=...&tag=...). */
export interface BlogFilters {
  search: string;
  category: BlogCategoryFilter;
  tag: string;
}

export const defaultBlogFilters: BlogFilters = { search: '', category: allCategories, tag: '' };

/**
 * The route's `validateSearch`: a missing, malformed or unknown value falls back to its default, so a hand-edited or
 * stale link still opens the blog (never an error page).
 */
export const blogSearchSchema = z.object({
  search: z.string().max(200).catch(defaultBlogFilters.search).default(defaultBlogFilters.search),
  category: z.enum(blogCategoryFilterOptions).catch(defaultBlogFilters.category).default(defaultBlogFilters.category),
  tag: z.string().max(100).catch(defaultBlogFilters.tag).default(defaultBlogFilters.tag),
});

export function isCategoryFilter(value: string): value is BlogCategoryFilter {
  return (blogCategoryFilterOptions as readonly string[]).includes(value);
}

/** The URL's search object for `filters`: defaults left out, so /blog stays /blog. */
export function blogSearchParams(filters: BlogFilters): Partial<BlogFilters> {
  const params: Partial<BlogFilters> = {};
  if (filters.search !== defaultBlogFilters.search) params.search = filters.search;
  if (filters.category !== defaultBlogFilters.category) params.category = filters.category;
  if (filters.tag !== defaultBlogFilters.tag) params.tag = filters.tag;
  return params;
}
