import type { BlogPost } from '../../../../content/blog-types.ts';

/**
 * The posts (with their bodies) load with the blog's routes only: route loaders and head() live in the first-load
 * bundle, so a static import here would put every article into the home page's JavaScript.
 */
export async function loadBlogPosts(): Promise<readonly BlogPost[]> {
  const { blogPosts } = await import('../../../../content/blog-posts.ts');
  return blogPosts;
}
