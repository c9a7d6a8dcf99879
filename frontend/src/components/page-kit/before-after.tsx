import { List, Paper, SimpleGrid, Title, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

export interface BeforeAfterProps {
  beforeLabel: string;
  afterLabel: string;
  before: readonly string[];
  after: readonly string[];
}

/** Two lists side by side: life before the system and after it. */
export function BeforeAfter({ beforeLabel, afterLabel, before, after }: BeforeAfterProps) {
  const columns = [
    { label: beforeLabel, items: before, icon: <IconX size={14} aria-hidden />, color: 'gray', highlight: false },
    { label: afterLabel, items: after, icon: <IconCheck size={14} aria-hidden />, color: undefined, highlight: true },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {columns.map((column) => (
        <Paper key={column.label} style={column.highlight ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}>
          <Title order={3} fz="h3" mb="md">
            {column.label}
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" color={column.color} aria-hidden>
                {column.icon}
              </ThemeIcon>
            }
          >
            {column.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
