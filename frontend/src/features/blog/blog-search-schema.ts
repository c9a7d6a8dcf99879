import * as z from 'zod/mini';
import { blogCategoryFilterOptions } from '../../../../content/blog-categories.ts';
import { defaultBlogFilters, maxLengthSearch, maxLengthTag } from './blog-search.ts';

/**
 * The rules for the blog's search params: a missing, malformed or unknown value falls back to its default, so a
 * hand-edited or stale link still opens the blog (never an error page). The source of truth, but not what the route
 * runs: `validateSearch` sits in the route tree, which every page loads first, and Zod there would add about 25 KB gzip
 * to the home page's 150 KB budget (zod/mini about 9 KB). The route runs `validateBlogSearch` (blog-search.ts), held to exactly
 * this schema's results by a property test (blog-search.test.ts). docs/decisions.md, "Blog filters in the URL".
 * zod/mini like the other browser-side schemas (#22): `_default(catch(...))` is what classic zod's `.catch().default()` built.
 */
export const blogSearchSchema = z.object({
  search: z._default(z.catch(z.string().check(z.maxLength(maxLengthSearch)), defaultBlogFilters.search), defaultBlogFilters.search),
  category: z._default(z.catch(z.enum(blogCategoryFilterOptions), defaultBlogFilters.category), defaultBlogFilters.category),
  tag: z._default(z.catch(z.string().check(z.maxLength(maxLengthTag)), defaultBlogFilters.tag), defaultBlogFilters.tag),
});

