import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ResourceEntry, ResourceGroup } from '../../../../content/types.ts';
import { Reveal } from '../reveal.tsx';
import { IconBadge } from './icon-badge.tsx';

function ResourceCard({ resource, titleOrder }: { resource: ResourceEntry; titleOrder: 3 | 4 }) {
  return (
    <Paper component="article" h="100%" p="lg" pos="relative">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Badge variant="outline">{resource.type}</Badge>
          <Text size="sm">{resource.readTime}</Text>
        </Group>
        <Title order={titleOrder} fz="h4">
          {/* The title is the link, stretched over the card so the whole card is clickable. */}
          <Anchor component={Link} to={resource.link} inherit c="inherit" style={{ position: 'static' }}>
            <span style={{ position: 'absolute', inset: 0 }} aria-hidden />
            {resource.title}
          </Anchor>
        </Title>
        <Text c="dimmed" size="sm">
          {resource.description}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Featured resources: one card each, the title links to the page. */
export function ResourceCards({ resources }: { resources: readonly ResourceEntry[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {resources.map((resource, index) => (
        <Reveal key={resource.link} delay={index * 80} style={{ height: '100%' }}>
          <ResourceCard resource={resource} titleOrder={3} />
        </Reveal>
      ))}
    </SimpleGrid>
  );
}

/** The library: one block per group (h3) with its resources (h4). */
export function ResourceLibrary({ groups }: { groups: readonly ResourceGroup[] }) {
  return (
    <Stack gap={56}>
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
          <Group gap="md" mb="lg" wrap="nowrap" align="flex-start">
            <IconBadge name={group.icon} />
            <div>
              <Title order={3} id={`${group.id}-title`} fz="h3">
                {group.title}
              </Title>
              <Text c="dimmed">{group.description}</Text>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(group.resources.length, 4) }} spacing="lg">
            {group.resources.map((resource) => (
              <ResourceCard key={`${group.id}-${resource.title}`} resource={resource} titleOrder={4} />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
