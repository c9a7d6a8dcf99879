import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MetricGroup } from '../../../../content/methodology.ts';
import { Reveal } from '../reveal.tsx';
import { IconBadge } from './icon-badge.tsx';

/** The methodology's measurement groups, each with its list of metrics. */
export function MetricGroups({ groups }: { groups: readonly MetricGroup[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {groups.map((group, index) => (
        <Reveal key={group.title} delay={index * 80} style={{ height: '100%' }}>
          <Paper h="100%">
            <Stack gap="md">
              <IconBadge name={group.icon} />
              <Title order={3} fz="h4">
                {group.title}
              </Title>
              <Text c="dimmed">{group.description}</Text>
              <List spacing="xs" size="sm" withPadding>
                {group.metrics.map((metric) => (
                  <List.Item key={metric}>{metric}</List.Item>
                ))}
              </List>
            </Stack>
          </Paper>
        </Reveal>
      ))}
    </SimpleGrid>
  );
}
