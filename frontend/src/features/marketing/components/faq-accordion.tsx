import { Accordion } from '@mantine/core';
import type { FaqEntry } from '../../../../../content/types.ts';

/** Questions as h3 buttons that expand their answers. */
export function FaqAccordion({ items }: { items: readonly FaqEntry[] }) {
  return (
    <Accordion variant="separated" radius="md" order={3} maw={860} mx="auto">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
