import { Group, Text } from '@mantine/core';
import type { BlogPost } from '../../../../../content/blog-types.ts';

/** Date and read time, with a machine-readable date. */
export function PostMeta({ post, size = 'sm' }: { post: Pick<BlogPost, 'date' | 'publishDate' | 'readTime'>; size?: 'sm' | 'md' }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size={size} component="time" dateTime={post.publishDate}>
        {post.date}
      </Text>
      <Text size={size} aria-hidden>
        ·
      </Text>
      <Text size={size}>{post.readTime}</Text>
    </Group>
  );
}
