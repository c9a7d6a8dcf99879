import { Anchor, Badge, Box, Container, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { articleBreadcrumb, articlePageCopy } from '../../../../../content/blog-page.ts';
import { interfaceLabels } from '../../../../../content/interface-labels.ts';
import { longDate } from '../../../../../content/long-date.ts';
import type { BlogPost } from '../../../../../content/blog-types.ts';
import { Illustration } from '../../../components/page-kit/illustration.tsx';
import { ArticleToc } from './article-toc.tsx';
import { BookingButton } from '../../../components/booking-button.tsx';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { StaticIsland } from '../../../components/static-island.tsx';
import { articleBodyIsland, articleBodyName } from '../article-body-island.ts';
import { PostCard } from './post-card.tsx';
import { PostMeta } from './post-meta.tsx';
import { ShareButtons } from './share-buttons.tsx';

/** The reading column: 640 px of text (about 62 characters a line at the body's 19 px) plus the container's 16 px gutters. */
const readingColumn = 672;

export interface ArticleViewProps {
  post: BlogPost;
  related: readonly BlogPost[];
  /** The article's canonical URL, for sharing. */
  url: string;
}

/** One blog post: breadcrumb, back link, header, body, tags, sharing, a booking prompt and related articles. */
export function ArticleView({ post, related, url }: ArticleViewProps) {
  return (
    <>
      {/* One centred reading column for every part, related articles included (design review: cover, contents and body
        shared a left edge but ended at three widths, and the related cards jumped to a wider container). */}
      <Container size={readingColumn} pt={{ base: 32, md: 56 }} pb={48}>
        <Stack gap="lg">
          <Breadcrumbs items={articleBreadcrumb(post.title)} />
          <Anchor component={Link} to={articlePageCopy.backLinkTo} fw={600} size="sm">
            <Group gap={6} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {articlePageCopy.backLinkLabel}
            </Group>
          </Anchor>
          <Box component="article" aria-labelledby="article-title">
            <Stack gap="md" component="header" mb="xl">
              <Group>
                <Badge variant="outline">{post.category}</Badge>
              </Group>
              <Title order={1} id="article-title" fz={{ base: 32, md: 44 }} lh={1.15}>
                {post.title}
              </Title>
              <Text size="xl" c="dimmed" data-excerpt>
                {post.excerpt}
              </Text>
              <Group gap="lg" wrap="wrap">
                <Text size="sm">
                  {interfaceLabels.by}{' '}
                  <Text component="span" fw={700} inherit>
                    {post.author}
                  </Text>
                  , {post.authorTitle}
                </Text>
                <PostMeta post={post} />
                {post.modifiedDate !== post.publishDate && (
                  <Text size="sm">
                    {articlePageCopy.updatedLabel}{' '}
                    <time dateTime={post.modifiedDate}>{longDate(post.modifiedDate)}</time>
                  </Text>
                )}
              </Group>
              <Illustration name={`blog/${post.slug}`} kind="cover" label={`${post.category}: ${post.title}`} />
            </Stack>
            <ArticleToc blocks={post.body} />
            {/* Keyed by post: moving to another post renders that post's body instead of keeping the first one's HTML. */}
            <StaticIsland key={post.slug} name={articleBodyName}>
              <articleBodyIsland.Component blocks={post.body} headingOrder={2} />
            </StaticIsland>
            <Divider my="xl" />
            <Stack gap="lg">
              <Group gap="xs" align="center">
                <Text fw={700}>{articlePageCopy.tagsLabel}:</Text>
                <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      {/* Each tag opens the blog filtered to the posts that carry it. */}
                      <Link to="/blog/" search={{ tag }} style={{ textDecoration: 'none' }} data-tag-link>
                        <Badge variant="light" size="lg" tt="none" style={{ cursor: 'pointer' }}>
                          {tag}
                        </Badge>
                      </Link>
                    </li>
                  ))}
                </Group>
              </Group>
              <ShareButtons url={url} title={post.title} />
            </Stack>
          </Box>
          <Paper mt="xl" ta="center">
            <Stack align="center" gap="sm">
              <Title order={2} fz={{ base: 22, md: 26 }} data-section-title>
                {articlePageCopy.ctaTitle}
              </Title>
              <Text c="dimmed">{articlePageCopy.ctaDescription}</Text>
              <BookingButton size="md">{articlePageCopy.ctaLabel}</BookingButton>
            </Stack>
          </Paper>
        </Stack>
      </Container>
      <Box component="section" aria-labelledby="related-title" pb={{ base: 48, md: 80 }}>
        <Container size={readingColumn}>
          {/* A section title below the article's h1 in size (at 390 px it was 42 px against the h1's 32). */}
          <Title order={2} id="related-title" mb="lg" fz={{ base: 22, md: 26 }} data-section-title>
            {articlePageCopy.relatedTitle}
          </Title>
          <SimpleGrid cols={1} spacing="md">
            {related.map((other) => (
              <PostCard key={other.slug} post={other} />
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
