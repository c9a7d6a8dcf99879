import { Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { contactFormCopy } from '../../../../content/contact-form.ts';

export interface ContactFormPanelProps {
  copy: Pick<typeof contactFormCopy, 'title' | 'description' | 'privacyNote'>;
  titleOrder: TitleOrder;
  /** The contact feature's form; the route passes it in because features do not import each other. */
  form: ReactNode;
  id?: string;
}

/** The 'Contact Information' card: title, a line of help, the form and the plain-text privacy note. */
export function ContactFormPanel({ copy, titleOrder, form, id }: ContactFormPanelProps) {
  const headingId = useId();
  return (
    <Paper component="section" id={id} tabIndex={id ? -1 : undefined} aria-labelledby={headingId} h="100%" style={{ scrollMarginTop: 96 }}>
      <Stack gap="md">
        <div>
          {/* As an h2 (on /contact) it is a section title like every other h2: spaced capitals (site.css). */}
          <Title order={titleOrder} id={headingId} fz="h3" data-section-title={titleOrder === 2 || undefined}>
            {copy.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {copy.description}
          </Text>
        </div>
        {form}
        <Text size="sm">{copy.privacyNote}</Text>
      </Stack>
    </Paper>
  );
}
