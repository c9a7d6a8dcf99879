import { Box, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { blogCategoryFilterOptions, type BlogCategoryFilter } from '../../../../../content/blog-categories.ts';
import { blogListCopy } from '../../../../../content/blog-page.ts';
import { blogListExtra } from '../../../../../content/pages-extra.ts';
import { filterPosts, splitFeatured } from '../filter-posts.ts';
import { FeaturedPostCard, PostCard, type CardPost } from './post-card.tsx';

function isCategoryFilter(value: string): value is BlogCategoryFilter {
  return (blogCategoryFilterOptions as readonly string[]).includes(value);
}

/**
 * Search box and category dropdown over the posts: the first match is featured, the rest fill a 3-column grid, and
 * an empty result says so. With no match there is no featured card at all, so no link to a generic post exists.
 */
export function BlogList({ posts }: { posts: readonly CardPost[] }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<BlogCategoryFilter>(blogListCopy.defaultCategory);
  const matches = useMemo(() => filterPosts(posts, search, category), [posts, search, category]);
  const { featured, rest } = splitFeatured(matches);
  const headingId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

  // The page is prerendered: whatever the visitor typed or picked before the script loaded is kept, not lost.
  useEffect(() => {
    const typed = searchRef.current?.value ?? '';
    if (typed) setSearch(typed);
    const picked = categoryRef.current?.value ?? '';
    if (isCategoryFilter(picked)) setCategory(picked);
  }, []);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <VisuallyHidden>
        <Title order={2} id={headingId}>
          {blogListExtra.articlesHeading}
        </Title>
      </VisuallyHidden>
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="search">
          <TextInput
            ref={searchRef}
            type="search"
            aria-label={blogListCopy.searchLabel}
            placeholder={blogListCopy.searchPlaceholder}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            size="md"
          />
          <NativeSelect
            ref={categoryRef}
            aria-label={blogListCopy.categoryLabel}
            data={[...blogCategoryFilterOptions]}
            value={category}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isCategoryFilter(value)) setCategory(value);
            }}
            size="md"
          />
        </SimpleGrid>
        <VisuallyHidden role="status">{blogListExtra.resultCount(matches.length)}</VisuallyHidden>
        {featured ? (
          <>
            <FeaturedPostCard post={featured} />
            {rest.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {rest.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </SimpleGrid>
            )}
          </>
        ) : (
          <Stack align="center" ta="center" gap="xs" py={64}>
            <Title order={3}>{blogListCopy.emptyTitle}</Title>
            <Text c="dimmed">{blogListCopy.emptyHint}</Text>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
