import { List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FeatureCard } from '../../../../content/types.ts';
import { Reveal } from '../reveal.tsx';
import { IconBadge } from './icon-badge.tsx';

export interface FeatureCardGridProps {
  cards: readonly FeatureCard[];
  /** Columns from the md breakpoint up. */
  columns?: 2 | 3 | 4;
}

/** Cards with an icon, an h3 title, a description and optional check-marked points; each fades in once. */
export function FeatureCardGrid({ cards, columns = 3 }: FeatureCardGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {cards.map((card, index) => (
        <Reveal key={card.title} delay={(index % columns) * 80} style={{ height: '100%' }}>
          <Paper h="100%">
            <Stack gap="md">
              <IconBadge name={card.icon} />
              <Title order={3} fz="h4">
                {card.title}
              </Title>
              <Text c="dimmed">{card.description}</Text>
              {card.points && card.points.length > 0 && (
                <List
                  spacing="xs"
                  size="sm"
                  icon={
                    <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                      <IconCheck size={14} aria-hidden />
                    </ThemeIcon>
                  }
                >
                  {card.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Paper>
        </Reveal>
      ))}
    </SimpleGrid>
  );
}
