import { Badge, Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Hero } from '../../../../content/types.ts';
import { CtaGroup } from './cta-group.tsx';

export interface PageHeroProps {
  hero: Hero;
  /** Shown under the buttons (secondary actions, claims). */
  children?: ReactNode;
  /** Above the badge (breadcrumbs). */
  top?: ReactNode;
}

/** The page's opening: badge, the one h1 (with its accent line), subtitle and calls to action. */
export function PageHero({ hero, children, top }: PageHeroProps) {
  return (
    <Box component="header" pt={{ base: 48, md: 80 }} pb={{ base: 48, md: 72 }}>
      <Container>
        {top}
        <Stack align="center" ta="center" gap="lg" maw={880} mx="auto">
          {hero.badge && (
            <Badge size="lg" variant="outline" radius="xl">
              {hero.badge}
            </Badge>
          )}
          <Title order={1} fz={{ base: 34, sm: 44, md: 56 }} lh={1.1}>
            {hero.title}
            {hero.titleAccent && (
              <Text component="span" inherit display="block" c="var(--mantine-color-anchor)">
                {hero.titleAccent}
              </Text>
            )}
          </Title>
          <Text fz={{ base: 'lg', sm: 'xl' }} c="dimmed" maw={720}>
            {hero.subtitle}
          </Text>
          <CtaGroup actions={hero.actions} justify="center" />
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
