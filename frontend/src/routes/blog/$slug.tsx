import { createFileRoute, notFound } from '@tanstack/react-router';
import { articleBreadcrumb, articlePageCopy } from '../../../../content/blog-page.ts';
import { blogPostPageMeta } from '../../../../content/blog-post-meta.ts';
import { blogPostPath } from '../../../../content/blog-slugs.ts';
import { articleBodyIsland, hasPrerenderedArticleBody } from '../../features/blog/article-body-island.ts';
import { ArticleView } from '../../features/blog/components/article-view.tsx';
import { loadBlogPosts } from '../../features/blog/load-blog-posts.ts';
import { relatedPosts } from '../../features/blog/related-posts.ts';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../lib/json-ld.ts';
import { absoluteUrl, pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ params }) => {
    // The body stays prerendered HTML on a first load (a static island); its code loads only when the app renders it.
    const [posts] = await Promise.all([loadBlogPosts(), hasPrerenderedArticleBody() ? undefined : articleBodyIsland.preload()]);
    const post = posts.find((candidate) => candidate.slug === params.slug);
    // An unknown slug renders the fallback page, and the prerender/edge answer it with 404.
    if (!post) throw notFound();
    return { post, related: relatedPosts(post, posts, articlePageCopy.relatedCount) };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { post } = loaderData;
    const path = blogPostPath(post.slug);
    const meta = blogPostPageMeta(post);
    return pageHead({
      path,
      title: meta.title,
      description: meta.description,
      keywords: meta.keywords,
      ogType: meta.ogType,
      structuredData: [blogPostingJsonLd(post), breadcrumbJsonLd(articleBreadcrumb(post.title), path)],
    });
  },
  component: BlogPostPage,
});

function BlogPostPage() {
  const { post, related } = Route.useLoaderData();
  return <ArticleView post={post} related={related} url={absoluteUrl(blogPostPath(post.slug))} />;
}
