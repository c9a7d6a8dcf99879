import { blogPostPath, blogSlugs } from './blog-slugs.ts';
import type { BlogSlug } from './blog-slugs.ts';

/**
 * The static public pages. The spec registers 17 routes; the other two are the pattern `/blog/:slug` (expanded by
 * `publicPaths()`) and the admin page, which is deliberately not public-facing: it is never linked, listed in the
 * sitemap or described to the chat assistant.
 */
export const staticPaths = [
  '/',
  '/how-it-works',
  '/approach',
  '/technology',
  '/resources',
  '/pricing',
  '/contact',
  '/about',
  '/blog',
  '/privacy-policy',
  '/terms-of-service',
  '/gtm-orchestration',
  '/services',
  '/methodology',
  '/get-started',
] as const;

export type StaticPath = (typeof staticPaths)[number];
export type BlogPostPath = `/blog/${BlogSlug}`;
/** Every page a piece of content may link to. */
export type InternalPath = StaticPath | BlogPostPath;

/** Registered but unlisted; the frontend may still prerender it. */
export const adminPaths = ['/lead-management'] as const;
export type AdminPath = (typeof adminPaths)[number];

/** Static pages followed by one path per blog post: for prerendering, the sitemap and link checks. */
export function publicPaths(): readonly InternalPath[] {
  return [...staticPaths, ...blogSlugs.map(blogPostPath)];
}

export function isInternalPath(path: string): path is InternalPath {
  return (publicPaths() as readonly string[]).includes(path);
}
