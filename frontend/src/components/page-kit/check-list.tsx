import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** A two-column list of check-marked items (e.g. what all plans include). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Paper maw={900} mx="auto">
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group key={item} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={22} radius="xl" variant="light" aria-hidden style={{ flexShrink: 0 }}>
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
            <Text>{item}</Text>
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
