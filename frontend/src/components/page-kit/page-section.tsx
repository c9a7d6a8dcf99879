import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { SectionHeading } from '../../../../content/types.ts';

export interface PageSectionProps {
  heading?: SectionHeading;
  /** Anchor for in-page links (e.g. '#contact'). */
  id?: string;
  /** Headings read centred above grids; left-aligned above prose. */
  align?: 'center' | 'left';
  children: ReactNode;
}

/** A titled band of a page: a <section> named by its h2, with the content below. Untitled ones continue the block above. */
export function PageSection({ heading, id, align = 'center', children }: PageSectionProps) {
  const headingId = useId();
  const centred = align === 'center';
  return (
    <Box
      component="section"
      id={id}
      // An anchor target is focusable in the prerendered HTML: the browser's own jump (a click before hydration) moves focus.
      tabIndex={id ? -1 : undefined}
      aria-labelledby={heading ? headingId : undefined}
      pt={heading ? { base: 48, md: 80 } : 0}
      pb={{ base: 48, md: 80 }}
      style={{ scrollMarginTop: 80 }}
    >
      <Container>
        {heading && (
          <Stack
            gap="sm"
            mb={{ base: 32, md: 48 }}
            align={centred ? 'center' : 'flex-start'}
            ta={centred ? 'center' : 'left'}
            maw={centred ? 760 : undefined}
            mx={centred ? 'auto' : undefined}
          >
            {heading.eyebrow && (
              <Text fw={700} size="sm" data-eyebrow>
                {heading.eyebrow}
              </Text>
            )}
            <Title order={2} id={headingId} fz={{ base: 26, md: 34 }} data-section-title>
              {heading.title}
            </Title>
            {heading.subtitle && (
              <Text size="lg" c="dimmed">
                {heading.subtitle}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  );
}
