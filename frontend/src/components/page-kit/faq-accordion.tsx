import { Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { FaqEntry } from '../../../../content/types.ts';
import classes from './faq-accordion.module.css';

/**
 * Questions as h3 buttons that expand their answers (the WAI-ARIA disclosure pattern). Plain elements instead of
 * Mantine's Accordion keep ~5 KB gzip out of the home page's first load; answers stay in the prerendered HTML.
 */
export function FaqAccordion({ items }: { items: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<string | undefined>(undefined);
  const baseId = useId();
  return (
    <Stack gap="sm" maw={860} mx="auto">
      {items.map((item, index) => {
        const expanded = open === item.question;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <Paper key={item.question} p={0} radius="md">
            <h3 className={classes.heading}>
              <button type="button" className={classes.control} aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen(expanded ? undefined : item.question)}>
                <span>{item.question}</span>
                <span className={classes.chevron} aria-hidden="true" data-expanded={expanded || undefined} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-label={item.question} hidden={!expanded} className={classes.panel}>
              <Text>{item.answer}</Text>
            </div>
          </Paper>
        );
      })}
    </Stack>
  );
}
