import type { PageMeta } from './types.ts';
import type { BlogPost } from './blog-types.ts';

/**
 * Metadata for a blog post page, from the post object itself. It takes the post rather than a slug so that
 * page-meta.ts (imported by every page) never imports the articles into the first-load bundle.
 */
export function blogPostPageMeta(post: Pick<BlogPost, 'title' | 'excerpt' | 'tags' | 'category' | 'slug'>): PageMeta {
  return {
    title: `${post.title} | RevRebel`,
    description: post.excerpt,
    keywords: [...post.tags, post.category, post.slug.replaceAll('-', ' ')],
    ogType: 'article',
    schemaType: 'BlogPosting',
  };
}
