import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconName } from '../../../../content/icon-name.ts';
import { Reveal } from '../reveal.tsx';
import { IconBadge } from './icon-badge.tsx';

export interface StepItem {
  readonly number: number;
  readonly title: string;
  readonly timeframe?: string;
  readonly description: string;
  readonly points?: readonly string[];
  readonly icon: IconName;
}

export interface StepsListProps {
  steps: readonly StepItem[];
  columns?: 2 | 3 | 4;
}

/** A numbered process: one card per step with its timeframe, in an ordered list. */
export function StepsList({ steps, columns = steps.length >= 4 ? 4 : 3 }: StepsListProps) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: columns }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <li key={step.number}>
          <Reveal delay={index * 80} style={{ height: '100%' }}>
            <Paper h="100%">
              <Stack gap="md">
                <Group gap="sm">
                  <ThemeIcon size={40} radius="xl" variant="filled" aria-hidden>
                    <Text component="span" fw={800}>
                      {step.number}
                    </Text>
                  </ThemeIcon>
                  <IconBadge name={step.icon} size={40} />
                </Group>
                {/* The timeframe under the title, not beside the icons: there it wrapped onto a line of its own on some
                  cards of a row and not others, so the titles sat at two heights (design review, /methodology). */}
                <Stack gap={6} align="flex-start">
                  <Title order={3} fz="h4">
                    {step.title}
                  </Title>
                  {step.timeframe && (
                    <Badge variant="outline" size="md">
                      {step.timeframe}
                    </Badge>
                  )}
                </Stack>
                <Text c="dimmed">{step.description}</Text>
                {step.points && step.points.length > 0 && (
                  <List spacing={4} size="sm" withPadding>
                    {step.points.map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </Paper>
          </Reveal>
        </li>
      ))}
    </SimpleGrid>
  );
}
