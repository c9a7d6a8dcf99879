import { List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ArticleBlock } from '../../../content/types.ts';

export interface ArticleBlocksProps {
  blocks: readonly ArticleBlock[];
  /** Heading level of 'heading' blocks: one below the heading that owns this text. */
  headingOrder: TitleOrder;
}

/** Long-form text from content (blog bodies, legal documents), rendered as plain semantic HTML. */
export function ArticleBlocks({ blocks, headingOrder }: ArticleBlocksProps) {
  return (
    <Stack gap="md">
      {blocks.map((block, index) => {
        // Blocks never reorder, so their position is a stable key.
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return (
              <Title key={key} order={headingOrder} mt="md">
                {block.text}
              </Title>
            );
          case 'list':
            return (
              <List key={key} type={block.ordered ? 'ordered' : 'unordered'} spacing="xs" withPadding size="md" lh={1.7}>
                {block.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            );
          default:
            return (
              <Text key={key} size="md" lh={1.75}>
                {block.text}
              </Text>
            );
        }
      })}
    </Stack>
  );
}
