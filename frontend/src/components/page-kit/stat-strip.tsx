import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { StatItem } from '../../../../content/types.ts';
import { Reveal } from '../reveal.tsx';
import classes from './stat-strip.module.css';

export interface StatStripProps {
  stats: readonly StatItem[];
}

/** Headline figures in cards: a big value over its label (a hero's figures are HeroStats). */
export function StatStrip({ stats }: StatStripProps) {
  const columns = Math.min(stats.length, 5);
  const notes = stats.filter((stat) => stat.note);
  return (
    <>
      <SimpleGrid
        component="ul"
        className={classes.cards}
        cols={{ base: Math.min(stats.length, 2), md: columns }}
        spacing="lg"
        p={0}
        m={0}
        w="100%"
        style={{ listStyle: 'none' }}
      >
        {stats.map((stat, index) => (
          <li key={`${stat.value} ${stat.label}`} style={{ textAlign: 'center' }}>
            <Reveal delay={index * 80} style={{ height: '100%' }}>
              <Paper h="100%" p="lg">
                <Text
                  component="span"
                  display="block"
                  fz={{ base: 30, md: columns >= 5 ? 34 : 44 }}
                  fw={800}
                  lh={1.1}
                  c="var(--mantine-color-anchor)"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {stat.value}
                </Text>{' '}
                <Text component="span" display="block" mt={6} fw={600} fz="md">
                  {stat.label}
                </Text>
              </Paper>
            </Reveal>
          </li>
        ))}
      </SimpleGrid>
      {/* What a figure measures, where the site gives another figure for something similar: under the cards, so each card
        still reads as the spec's one line. One note a line (paragraphs, not list items: the list is the figures). */}
      {notes.length > 0 && (
        <div className={classes.notes} data-stat-notes>
          {notes.map((stat) => (
            <p key={stat.label}>{`${stat.value} ${stat.label}: ${stat.note}.`}</p>
          ))}
        </div>
      )}
    </>
  );
}
