import { Anchor, Box, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { DocumentSection, LegalDocument as LegalDocumentData } from '../../../../content/types.ts';
import { ArticleBlocks } from '../article-blocks.tsx';
import { interfaceLabels } from '../../../../content/interface-labels.ts';

type NumberedSection = DocumentSection & { readonly number?: number };

function sectionTitle(section: NumberedSection): string {
  return section.number === undefined ? section.title : `${section.number}. ${section.title}`;
}

/** A legal page: title, last-updated date, a table of contents and the sections, each with its own anchor. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const sections: readonly NumberedSection[] = document.sections;
  return (
    <Container size="md" pt={{ base: 48, md: 80 }} pb={{ base: 48, md: 80 }}>
      <Stack gap="xl">
        <Box component="header">
          <Title order={1} fz={{ base: 34, md: 48 }}>
            {document.title}
          </Title>
          <Text mt="sm" fw={600}>
            {interfaceLabels.lastUpdated} <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
          </Text>
        </Box>
        <ArticleBlocks blocks={document.intro} headingOrder={2} />
        <Paper component="nav" aria-label="Table of contents" p="lg">
          <Text fw={700} mb="xs">
            {interfaceLabels.contents}
          </Text>
          <List spacing={4} size="sm" type="ordered" listStyleType="none" withPadding={false}>
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{sectionTitle(section)}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {sections.map((section) => (
          <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} style={{ scrollMarginTop: 96 }}>
            <Title order={2} id={`${section.id}-title`} fz={{ base: 22, md: 28 }} mb="md">
              {sectionTitle(section)}
            </Title>
            <ArticleBlocks blocks={section.body} headingOrder={3} />
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
