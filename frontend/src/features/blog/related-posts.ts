type Relatable = { readonly slug: string; readonly category: string; readonly tags: readonly string[] };

/**
 * Other posts to read next: same category first, then the most shared tags, then the blog's own order.
 * Always `count` posts when the blog has that many others.
 */
export function relatedPosts<Post extends Relatable>(post: Relatable, posts: readonly Post[], count: number): Post[] {
  const tags = new Set(post.tags);
  const score = (other: Relatable) => (other.category === post.category ? 100 : 0) + other.tags.filter((tag) => tags.has(tag)).length;
  return posts
    .map((other, index) => ({ other, index, score: score(other) }))
    .filter(({ other }) => other.slug !== post.slug)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}
