import { List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ArticleBlock } from '../../../content/types.ts';

export interface ArticleBlocksProps {
  blocks: readonly ArticleBlock[];
  /** Heading level of 'heading' blocks: one below the heading that owns this text. */
  headingOrder: TitleOrder;
}

/** The anchor of a section heading, for tables of contents ('Why Most Teams Fail' -> 'section-why-most-teams-fail'). */
export const headingAnchor = (text: string) =>
  `section-${text}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');

/**
 * Section headings in long-form text stay below the page's h1 (32 px on phones, 44 px up; the theme's h2 of 39 px sat
 * above an article's title on a phone), and sub-sections a step under that.
 */
const headingSize = (order: TitleOrder) => (order <= 2 ? { base: 24, md: 30 } : { base: 20, md: 23 });

/**
 * Long-form text from content (blog bodies, legal documents), rendered as plain semantic HTML at a reading measure:
 * 19 px text, about 68 characters a line.
 */
export function ArticleBlocks({ blocks, headingOrder }: ArticleBlocksProps) {
  return (
    <Stack gap="md" maw="68ch" fz={19} data-prose>
      {blocks.map((block, index) => {
        // Blocks never reorder, so their position is a stable key.
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return (
              <Title key={key} order={headingOrder} fz={headingSize(headingOrder)} mt="md" id={headingAnchor(block.text)} style={{ scrollMarginTop: 88 }}>
                {block.text}
              </Title>
            );
          case 'list':
            return (
              <List key={key} type={block.ordered ? 'ordered' : 'unordered'} spacing="xs" withPadding fz="inherit" lh={1.7}>
                {block.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            );
          default:
            return (
              <Text key={key} fz="inherit" lh={1.75}>
                {block.text}
              </Text>
            );
        }
      })}
    </Stack>
  );
}
