import { Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, useMemo } from 'react';
import { newsletterCopy } from '../../../../content/blog-page.ts';
import { blogSearchParams, defaultBlogFilters, validateBlogSearch } from '../../features/blog/blog-search.ts';
import { BlogList } from '../../features/blog/components/blog-list.tsx';
import { loadBlogPosts } from '../../features/blog/load-blog-posts.ts';
import { blogHeroIsland, blogHeroName, hasPrerenderedIsland } from '../../components/page-kit/page-islands.ts';
import { PageSection } from '../../components/page-kit/page-section.tsx';
import { staticPageHead } from '../../components/page-kit/static-page-head.ts';
import { StaticIsland } from '../../components/static-island.tsx';
import { NewsletterSignup } from '../../features/newsletter/components/newsletter-signup.tsx';
import { blogJsonLd } from '../../lib/json-ld.ts';

export const Route = createFileRoute('/blog/')({
  // Search text, category and tag live in the URL (Back, reload, shared links); unknown values fall back to defaults.
  // blogSearchSchema's rules (Zod) without Zod in every page's first load: features/blog/blog-search.ts.
  // Defaults stay out of the URL: /blog is /blog (and the prerendered page is not redirected to a longer address).
  validateSearch: (search: Record<string, unknown>) => blogSearchParams(validateBlogSearch(search)),
  // The hero stays prerendered HTML on a first load (a static island); its code loads only when the app renders it.
  loader: async () => {
    const [posts] = await Promise.all([loadBlogPosts(), hasPrerenderedIsland(blogHeroName) ? undefined : blogHeroIsland.preload()]);
    return { posts };
  },
  head: ({ loaderData }) => staticPageHead('/blog', loaderData ? [blogJsonLd(loaderData.posts)] : []),
  component: BlogPage,
});

function BlogPage() {
  const { posts } = Route.useLoaderData();
  const { search, category, tag } = Route.useSearch();
  const filters = useMemo(
    () => ({
      ...defaultBlogFilters,
      ...(search && { search }),
      ...(category && { category }),
      ...(tag && { tag }),
    }),
    [search, category, tag],
  );
  const navigate = Route.useNavigate();
  return (
    <>
      <StaticIsland name={blogHeroName}>
        <blogHeroIsland.Component />
      </StaticIsland>
      {/* Separate Suspense boundaries: the list and the signup hydrate and commit as separate tasks. */}
      <Suspense fallback={null}>
        <PageSection>
          <BlogList
            posts={posts}
            filters={filters}
            onFiltersChange={(next) =>
              void navigate({
                search: blogSearchParams(next),
                replace: true,
                resetScroll: false,
              })
            }
          />
        </PageSection>
      </Suspense>
      <Suspense fallback={null}>
        <PageSection>
          <Paper maw={720} mx="auto" ta="center" component="section" aria-labelledby="newsletter-title">
            <Stack gap="md" align="center">
              <Title order={2} id="newsletter-title" fz="h3" data-section-title>
                {newsletterCopy.title}
              </Title>
              <Text c="dimmed">{newsletterCopy.description}</Text>
              <NewsletterSignup />
            </Stack>
          </Paper>
        </PageSection>
      </Suspense>
    </>
  );
}
