import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { IconName } from '../../../../content/icon-name.ts';
import type { Cta } from '../../../../content/types.ts';
import { Reveal } from '../reveal.tsx';
import { CtaButton } from './cta-button.tsx';
import { IconBadge } from './icon-badge.tsx';
import { interfaceLabels } from '../../../../content/interface-labels.ts';

/** One engagement as a card; the landing page, /services and /get-started each pick their own fields. */
export interface Offer {
  readonly id: string;
  readonly title: string;
  readonly badge?: string;
  readonly price: string;
  readonly unit: string;
  readonly duration: string;
  readonly fitLine?: string;
  readonly description: string;
  readonly points?: readonly string[];
  readonly pointsLabel?: string;
  readonly icon?: IconName;
  readonly cta?: Cta;
}

/** Engagement cards: title, badge, price with its unit, duration, fit line, description and what is included. */
export function OfferCards({ offers, durationLabel = interfaceLabels.duration }: { offers: readonly Offer[]; durationLabel?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {offers.map((offer, index) => (
        <Reveal key={offer.id} delay={index * 80} style={{ height: '100%' }}>
          <Paper component="article" h="100%" data-offer={offer.id}>
            <Stack gap="md" h="100%">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                {offer.icon ? <IconBadge name={offer.icon} /> : <span />}
                {offer.badge && (
                  <Badge variant="filled" size="md">
                    {offer.badge}
                  </Badge>
                )}
              </Group>
              <Title order={3} fz="h3">
                {offer.title}
              </Title>
              <Group gap={8} align="baseline">
                <Text component="span" fz={32} fw={800} lh={1}>
                  {offer.price}
                </Text>
                <Text component="span" fw={600}>
                  {offer.unit}
                </Text>
              </Group>
              <Text size="sm">
                <Text component="span" fw={700} inherit>
                  {durationLabel}
                </Text>{' '}
                {offer.duration}
              </Text>
              {offer.fitLine && <Text fw={700}>{offer.fitLine}</Text>}
              <Text c="dimmed">{offer.description}</Text>
              {offer.points && offer.points.length > 0 && (
                <div style={{ flexGrow: 1 }}>
                  {offer.pointsLabel && (
                    <Text fw={700} size="sm" mb={6}>
                      {offer.pointsLabel}
                    </Text>
                  )}
                  <List spacing={4} size="sm" withPadding>
                    {offer.points.map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                </div>
              )}
              {offer.cta && <CtaButton cta={offer.cta} fullWidth variant={offer.badge ? 'filled' : 'outline'} mt="auto" />}
            </Stack>
          </Paper>
        </Reveal>
      ))}
    </SimpleGrid>
  );
}
