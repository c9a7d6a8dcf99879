import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { CtaBlock as CtaBlockData } from '../../../../content/types.ts';
import { CtaGroup } from './cta-group.tsx';

/** The closing call to action of a page. */
export function CtaBlock({ block }: { block: CtaBlockData }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} py={{ base: 48, md: 80 }}>
      <Container>
        <Paper p={{ base: 'xl', md: 56 }} style={{ borderColor: 'var(--mantine-primary-color-filled)' }}>
          <Stack align="center" ta="center" gap="md" maw={720} mx="auto">
            <Title order={2} id={headingId} fz={{ base: 26, md: 34 }} data-section-title>
              {block.title}
            </Title>
            <Text size="lg" c="dimmed">
              {block.description}
            </Text>
            <CtaGroup actions={block.actions} justify="center" mt="sm" />
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
