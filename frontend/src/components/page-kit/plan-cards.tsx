import { Badge, Box, Divider, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { PlanCard } from '../../../../content/types.ts';
import { CtaButton } from './cta-button.tsx';
import { interfaceLabels } from '../../../../content/interface-labels.ts';

/** The /pricing plans; the popular one is outlined in the primary color. */
export function PlanCards({ plans }: { plans: readonly PlanCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {plans.map((plan) => (
        <Paper
          key={plan.title}
          component="article"
          h="100%"
          shadow={plan.popular ? 'xl' : undefined}
          style={plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
          data-popular={plan.popular || undefined}
        >
          <Stack gap="md" h="100%">
            {plan.badge && (
              <Box>
                <Badge variant={plan.popular ? 'filled' : 'outline'} size="md">
                  {plan.badge}
                </Badge>
              </Box>
            )}
            <div>
              <Title order={3} fz="h3">
                {plan.title}
              </Title>
              <Text c="dimmed" mt={4}>
                {plan.subtitle}
              </Text>
            </div>
            <Group gap={8} align="baseline">
              <Text component="span" fz={40} fw={800} lh={1}>
                {plan.price}
              </Text>
              <Text component="span" fw={600}>
                {plan.unit}
              </Text>
            </Group>
            <Stack gap={4}>
              <Text size="sm">
                <Text component="span" fw={700} inherit>
                  {interfaceLabels.timeframe}
                </Text>{' '}
                {plan.timeframe}
              </Text>
              <Text size="sm">
                <Text component="span" fw={700} inherit>
                  {interfaceLabels.meetings}
                </Text>{' '}
                {plan.meetings}
              </Text>
            </Stack>
            <Text fw={600}>{plan.mainBenefit}</Text>
            <Divider />
            <List
              spacing="xs"
              size="sm"
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              }
              style={{ flexGrow: 1 }}
            >
              {plan.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            <CtaButton cta={plan.cta} fullWidth size="md" variant={plan.popular ? 'filled' : 'outline'} />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
