import { blogPosts } from './blog-posts.ts';
import { blogPostPath } from './blog-slugs.ts';
import { adminPaths, publicPaths } from './routes.ts';

export interface SitemapEntry {
  path: string;
  /** ISO date (YYYY-MM-DD) of the last real change, when known. */
  lastModified?: string;
}

/**
 * Every path the build prerenders and the edge serves (anything else is the 404 page): the public pages, one per blog
 * post, and the unlisted admin page.
 */
export function sitePaths(): readonly string[] {
  return [...publicPaths(), ...adminPaths];
}

/** What search engines are told about: public pages and posts only, never the admin page. */
export function sitemapEntries(): readonly SitemapEntry[] {
  const postDates = new Map<string, string>(blogPosts.map((post) => [blogPostPath(post.slug), post.modifiedDate]));
  return publicPaths().map((path) => {
    const lastModified = postDates.get(path);
    return lastModified ? { path, lastModified } : { path };
  });
}

/** Paths crawlers must not visit (robots.txt). */
export const crawlerDisallowedPaths = [...adminPaths, '/api/'] as const;
