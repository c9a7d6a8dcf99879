import { Stack, Text } from '@mantine/core';

/** Paragraphs of running text under a section heading, at a readable measure. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Stack gap="md" maw={760} mx="auto">
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} size="lg" lh={1.75}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
