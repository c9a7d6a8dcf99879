import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LandingCardItem } from '../../../../content/types.ts';
import { Reveal } from '../reveal.tsx';
import { IconBadge } from './icon-badge.tsx';

/** 'WHAT GETS ORCHESTRATED': landing cards with title, description and a details line; each fades in once. */
export function CapabilityGrid({ items }: { items: readonly LandingCardItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {items.map((item, index) => (
        <Reveal key={item.title} delay={(index % 3) * 80} style={{ height: '100%' }}>
          <Paper h="100%">
            <Stack gap="sm">
              <IconBadge name={item.icon} size={44} />
              <Title order={3} fz="h4">
                {item.title}
              </Title>
              <Text c="dimmed">{item.description}</Text>
              <Text size="sm" fw={600}>
                {item.details}
              </Text>
            </Stack>
          </Paper>
        </Reveal>
      ))}
    </SimpleGrid>
  );
}
