import { Box, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { blogListCopy, blogTagFilterCopy } from '../../../../../content/blog-page.ts';
import { blogCategoryFilterOptions } from '../../../../../content/blog-categories.ts';
import { blogListExtra } from '../../../../../content/pages-extra.ts';
import { useAdoptPrerenderedFields } from '../../../lib/prerendered-fields.ts';
import { defaultBlogFilters, isCategoryFilter, type BlogFilters } from '../blog-search.ts';
import { filterPosts, splitFeatured } from '../filter-posts.ts';
import classes from './blog-list.module.css';
import { FeaturedPostCard, PostCard, type CardPost } from './post-card.tsx';

const sameFilters = (a: BlogFilters, b: BlogFilters) => a.search === b.search && a.category === b.category && a.tag === b.tag;
const noSubscription = () => () => {};

export interface BlogListProps {
  posts: readonly CardPost[];
  /** The filters in the URL (the route's validated search params). */
  filters: BlogFilters;
  /** Puts new filters in the URL (replacing the entry: typing is not a navigation). */
  onFiltersChange: (filters: BlogFilters) => void;
}

/**
 * Search box and category dropdown over the posts: the first match is featured, the rest fill a 3-column grid, and
 * an empty result says so. With no match there is no featured card at all, so no link to a generic post exists.
 * The filters live in the URL, so Back, reload and a shared link restore them; the list follows the box as typed.
 */
export function BlogList({ posts, filters, onFiltersChange }: BlogListProps) {
  // The prerendered page is the unfiltered list: while hydrating (and on the server) render that, so hydration matches
  // the HTML; the URL's filters apply right after, in the same commit's layout phase.
  const hydrating = !useSyncExternalStore(noSubscription, () => true, () => false);
  const [shown, setShown] = useState<BlogFilters>(() => (hydrating ? defaultBlogFilters : filters));
  const pushed = useRef<BlogFilters>(filters);
  const matches = useMemo(() => filterPosts(posts, shown.search, shown.category, shown.tag), [posts, shown]);
  const { featured, rest } = splitFeatured(matches);
  const headingId = useId();

  const change = (next: BlogFilters) => {
    setShown(next);
    pushed.current = next;
    onFiltersChange(next);
  };

  const hydratingAtMount = useRef(hydrating);
  useLayoutEffect(() => {
    if (hydratingAtMount.current) setShown(filters);
    // Once: on the commit that hydrates the list.
  }, []);
  // Then what the visitor typed or picked before the app took over wins over the URL's filters.
  const owner = useAdoptPrerenderedFields<HTMLDivElement>((typed) => {
    const category = typed.get('category') ?? '';
    change({ ...filters, search: typed.get('search') ?? filters.search, category: isCategoryFilter(category) ? category : filters.category });
  });

  // Back/forward or a link changed the URL: show it (but not the echo of what this list just pushed).
  useEffect(() => {
    if (sameFilters(filters, pushed.current)) return;
    pushed.current = filters;
    setShown(filters);
  }, [filters]);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <VisuallyHidden>
        <Title order={2} id={headingId}>
          {blogListExtra.articlesHeading}
        </Title>
      </VisuallyHidden>
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="search" ref={owner.ref} {...owner.ownerProps}>
          <TextInput
            type="search"
            name="search"
            aria-label={blogListCopy.searchLabel}
            placeholder={blogListCopy.searchPlaceholder}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={shown.search}
            onChange={(event) => change({ ...shown, search: event.currentTarget.value })}
            size="md"
          />
          <NativeSelect
            name="category"
            aria-label={blogListCopy.categoryLabel}
            data={[...blogCategoryFilterOptions]}
            value={shown.category}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isCategoryFilter(value)) change({ ...shown, category: value });
            }}
            size="md"
          />
        </SimpleGrid>
        {shown.tag && (
          <Group gap="sm" data-tag-filter>
            <Text fw={600}>{blogTagFilterCopy.label(shown.tag)}</Text>
            <Button variant="subtle" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={() => change({ ...shown, tag: '' })}>
              {blogTagFilterCopy.clearLabel}
            </Button>
          </Group>
        )}
        <VisuallyHidden role="status">{blogListExtra.resultCount(matches.length)}</VisuallyHidden>
        {featured ? (
          <>
            <FeaturedPostCard post={featured} />
            {rest.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={classes.grid}>
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
