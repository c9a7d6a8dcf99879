import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FeatureCard } from '../../../../content/types.ts';
import classes from './landing-contact-section.module.css';

/**
 * Benefits read as a sequence (1, 2, 3) on a rule rather than as another row of cards: the booking cards beside the form
 * below already are cards, and two card rows on the same three things read as the same row twice (issue 22).
 */
export function BenefitStrip({ items }: { items: readonly FeatureCard[] }) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, md: items.length }} spacing="xl" className={classes.strip}>
      {items.map((item, index) => (
        <li key={item.title} className={classes.step}>
          <span className={classes.stepNumber} aria-hidden>
            {index + 1}
          </span>
          <Stack gap={6}>
            <Title order={3} fz="h4">
              {item.title}
            </Title>
            <Text c="dimmed">{item.description}</Text>
          </Stack>
        </li>
      ))}
    </SimpleGrid>
  );
}
