import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { blogFeed } from '../../../../content/blog-feed.ts';
import { blogHero, newsletterCopy } from '../../../../content/blog-page.ts';
import { blogSearchParams, defaultBlogFilters, validateBlogSearch } from '../../features/blog/blog-search.ts';
import { blogCategories } from '../../../../content/blog-categories.ts';
import { sequenceLabel } from '../../components/page-kit/illustration.tsx';
import { BlogList } from '../../features/blog/components/blog-list.tsx';
import { loadBlogPosts } from '../../features/blog/load-blog-posts.ts';
import { PageHero } from '../../components/page-kit/page-hero.tsx';
import { PageSection } from '../../components/page-kit/page-section.tsx';
import { staticPageHead } from '../../components/page-kit/static-page-head.ts';
import { NewsletterSignup } from '../../features/newsletter/components/newsletter-signup.tsx';
import { blogJsonLd } from '../../lib/json-ld.ts';
import { absoluteUrl } from '../../lib/seo.ts';

export const Route = createFileRoute('/blog/')({
  // Search text, category and tag live in the URL (Back, reload, shared links); unknown values fall back to defaults.
  // blogSearchSchema's rules (Zod) without Zod in every page's first load: features/blog/blog-search.ts.
  // Defaults stay out of the URL: /blog is /blog (and the prerendered page is not redirected to a longer address).
  validateSearch: (search: Record<string, unknown>) => blogSearchParams(validateBlogSearch(search)),
  loader: async () => ({ posts: await loadBlogPosts() }),
  head: ({ loaderData }) => staticPageHead('/blog', loaderData ? [blogJsonLd(loaderData.posts)] : []),
  component: BlogPage,
});

function BlogPage() {
  const { posts } = Route.useLoaderData();
  const { search, category, tag } = Route.useSearch();
  const filters = useMemo(() => ({ ...defaultBlogFilters, ...(search && { search }), ...(category && { category }), ...(tag && { tag }) }), [search, category, tag]);
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHero
        hero={blogHero}
        illustration={{ name: 'blog', kind: 'hub', label: sequenceLabel(blogHero.title, blogCategories.map((label) => ({ label }))) }}
      >
        {/* Absolute, like the canonical URL: feed readers keep the address they were given. */}
        <Anchor href={absoluteUrl(blogFeed.path)} fw={600}>
          <IconRss size={16} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
          {blogFeed.linkLabel}
        </Anchor>
      </PageHero>
      <PageSection>
        <BlogList posts={posts} filters={filters} onFiltersChange={(next) => void navigate({ search: blogSearchParams(next), replace: true, resetScroll: false })} />
      </PageSection>
      <PageSection>
        <Paper maw={720} mx="auto" ta="center" component="section" aria-labelledby="newsletter-title">
          <Stack gap="md" align="center">
            <Title order={2} id="newsletter-title" fz="h3">
              {newsletterCopy.title}
            </Title>
            <Text c="dimmed">{newsletterCopy.description}</Text>
            <NewsletterSignup />
          </Stack>
        </Paper>
      </PageSection>
    </>
  );
}
