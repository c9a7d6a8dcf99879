import type { BlogCategory } from './blog-categories.ts';
import type { BlogSlug } from './blog-slugs.ts';
import type { ArticleBlock } from './types.ts';

// The blog's shapes on their own: content/types.ts is shared by every page, these by the blog and the chat only.
export type BlogAuthor = {
  readonly name: string;
  readonly title: string;
};

/** A post: the spec's summary fields (section 3), the article page's fields and the article itself. */
export type BlogPost = {
  readonly id: string;
  readonly slug: BlogSlug;
  readonly title: string;
  readonly excerpt: string;
  /** Display date, e.g. 'March 12, 2025'; always the long en-US form of `publishDate`. */
  readonly date: string;
  /** e.g. '4 min read'. */
  readonly readTime: string;
  readonly category: BlogCategory;
  readonly author: string;
  readonly authorTitle: string;
  readonly tags: readonly string[];
  /** ISO dates (YYYY-MM-DD) for structured data. */
  readonly publishDate: string;
  readonly modifiedDate: string;
  readonly body: readonly ArticleBlock[];
};
