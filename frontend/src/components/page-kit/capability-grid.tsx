import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LandingCardItem } from '../../../../content/types.ts';
import { Reveal } from '../reveal.tsx';
import classes from './capability-grid.module.css';
import { IconBadge } from './icon-badge.tsx';

/**
 * 'WHAT GETS ORCHESTRATED': landing cards with title, description and a details line. On phones twelve full cards
 * are six screens long, so there they condense to titles in two columns that open on tap (native <details>).
 */
export function CapabilityGrid({ items }: { items: readonly LandingCardItem[] }) {
  return (
    <>
      <div className={classes.condensed}>
        {items.map((item) => (
          <details key={item.title} className={classes.item}>
            <summary>{item.title}</summary>
            <p>{item.description}</p>
            <p>
              <strong>{item.details}</strong>
            </p>
          </details>
        ))}
      </div>
      <div className={classes.cards}>
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
      </div>
    </>
  );
}
