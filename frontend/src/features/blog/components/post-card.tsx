import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { blogListCopy } from '../../../../../content/blog-page.ts';
import { blogPostPath } from '../../../../../content/blog-slugs.ts';
import type { BlogPost } from '../../../../../content/blog-types.ts';
import { PostMeta } from './post-meta.tsx';

export type CardPost = Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'date' | 'publishDate' | 'readTime' | 'category' | 'tags'>;

/** A post in the grid (and in 'Related Articles'): the title links to the article. */
export function PostCard({ post }: { post: CardPost }) {
  return (
    <Paper component="article" h="100%" p="lg" pos="relative" data-post={post.slug}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Badge variant="outline">{post.category}</Badge>
        </Group>
        <Title order={3} fz="h4">
          <Anchor component={Link} to={blogPostPath(post.slug)} inherit c="inherit">
            {/* Stretched over the card so the whole card is clickable, with a single link for assistive tech. */}
            <span style={{ position: 'absolute', inset: 0 }} aria-hidden />
            {post.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {post.excerpt}
        </Text>
        <PostMeta post={post} />
      </Stack>
    </Paper>
  );
}

/** The first match, shown large above the grid. */
export function FeaturedPostCard({ post }: { post: CardPost }) {
  return (
    <Paper
      component="article"
      p={{ base: 'lg', md: 40 }}
      data-featured-post={post.slug}
      style={{ borderColor: 'var(--mantine-primary-color-filled)' }}
    >
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="filled">{blogListCopy.featuredLabel}</Badge>
          <Badge variant="outline">{post.category}</Badge>
        </Group>
        <Title order={3} fz={{ base: 26, md: 34 }}>
          <Anchor component={Link} to={blogPostPath(post.slug)} inherit c="inherit">
            {post.title}
          </Anchor>
        </Title>
        <Text size="lg" c="dimmed">
          {post.excerpt}
        </Text>
        <PostMeta post={post} />
        <Group>
          <Button
            component={Link}
            to={blogPostPath(post.slug)}
            rightSection={<IconArrowRight size={18} aria-hidden />}
            aria-label={`${blogListCopy.readMoreLabel}: ${post.title}`}
          >
            {blogListCopy.readMoreLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
