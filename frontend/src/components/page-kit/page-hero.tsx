import { Badge, Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Hero } from '../../../../content/types.ts';
import { CtaGroup } from './cta-group.tsx';
import { Illustration, type IllustrationRef } from './illustration.tsx';
import classes from './page-hero.module.css';

export interface PageHeroProps {
  hero: Hero;
  /** Shown under the buttons (secondary actions, claims). */
  children?: ReactNode;
  /** Above the badge (breadcrumbs). */
  top?: ReactNode;
  /** The page's diagram, beside the copy on desktop and under it on phones. */
  illustration?: IllustrationRef;
}

/** The page's opening: badge, the one h1 (with its accent line), subtitle, calls to action and the page's diagram. */
export function PageHero({ hero, children, top, illustration }: PageHeroProps) {
  return (
    <Box component="header" pt={{ base: 40, md: 72 }} pb={{ base: 48, md: 72 }}>
      <Container size={illustration ? 'xl' : 'lg'}>
        {top && <div className={classes.top}>{top}</div>}
        <div className={classes.grid} data-with-art={illustration ? '' : undefined}>
          <div className={classes.copy}>
            {hero.badge && (
              <Badge size="lg" variant="outline" radius="xl">
                {hero.badge}
              </Badge>
            )}
            <Title order={1} fz={{ base: 32, sm: 42, md: illustration ? 50 : 56 }} lh={1.1}>
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
            <CtaGroup actions={hero.actions} justify="center" className={classes.actions} />
            {children}
          </div>
          {illustration && <Illustration {...illustration} />}
        </div>
      </Container>
    </Box>
  );
}
