import { allCategories, type BlogCategoryFilter } from '../../../../content/blog-categories.ts';
import type { BlogPost } from '../../../../content/blog-types.ts';

export type PostSummary = Pick<BlogPost, 'title' | 'excerpt' | 'category'> & { readonly tags?: readonly string[] };

/**
 * The blog list's rule (spec section 4): a post matches when its title or excerpt contains the search text, ignoring
 * case, and the category is 'All Categories' or equals the post's category. A tag (from an article's tag link), when
 * given, keeps only the posts carrying it. Order is kept.
 */
export function filterPosts<Post extends PostSummary>(posts: readonly Post[], search: string, category: BlogCategoryFilter, tag = ''): Post[] {
  const needle = search.toLowerCase();
  return posts.filter(
    (post) =>
      (category === allCategories || post.category === category) &&
      (tag === '' || (post.tags ?? []).includes(tag)) &&
      (post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle)),
  );
}

/** The first match is the featured card; the rest fill the grid. */
export function splitFeatured<Post>(matches: readonly Post[]): { featured: Post | undefined; rest: Post[] } {
  const [featured, ...rest] = matches;
  return { featured, rest };
}
