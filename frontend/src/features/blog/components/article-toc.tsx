import { Anchor, List, Paper, Text } from '@mantine/core';
import { articlePageCopy } from '../../../../../content/blog-page.ts';
import type { ArticleBlock } from '../../../../../content/types.ts';
import { headingAnchor } from '../../../components/article-blocks.tsx';

/** 'In This Article': links to the post's sections, shown when it has enough of them to need a map. */
export function ArticleToc({ blocks }: { blocks: readonly ArticleBlock[] }) {
  const headings = blocks.flatMap((block) => (block.type === 'heading' ? [block.text] : []));
  if (headings.length < articlePageCopy.tocMinSections) return null;
  return (
    <Paper component="nav" aria-labelledby="article-toc-title" p="lg" mb="xl" data-no-print>
      <Text id="article-toc-title" fw={700} mb="xs" data-eyebrow>
        {articlePageCopy.tocTitle}
      </Text>
      {/* The headings carry their own numbers where the post numbers them. */}
      <List spacing={6} listStyleType="none">
        {headings.map((heading) => (
          <List.Item key={heading}>
            <Anchor href={`#${headingAnchor(heading)}`}>{heading}</Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
