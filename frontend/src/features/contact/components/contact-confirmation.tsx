import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { contactFormCopy } from '../../../../../content/contact-form.ts';
import { BookingButton } from '../../../components/booking-button.tsx';

const copy = contactFormCopy.confirmation;

/**
 * What the form area shows after a successful send: who it was from, what happens now, the quicker path (booking) and a
 * way back to an empty form. Focus moves to its first line so keyboard and screen-reader users land on it.
 */
export function ContactConfirmation(props: { firstName: string; onSendAnother: () => void }) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="md" data-contact-confirmation>
      {/* Not a heading: the panel's title is an h2 or h3 depending on the page. */}
      <Text fw={700} fz="lg" ref={headingRef} tabIndex={-1}>
        {copy.title(props.firstName)}
      </Text>
      <Text>{copy.nextStep}</Text>
      <Group gap="sm">
        <BookingButton>{copy.bookLabel}</BookingButton>
        {/* The second click of a double click on 'send' (detail 2) may land here as the confirmation replaces the form: it
            neither brings the form back nor takes the focus from the confirmation (a loaded CI run saw both; a 600 ms
            double click repeats it). A deliberate click is a first click. */}
        <Button variant="outline" onMouseDown={(event) => event.detail > 1 && event.preventDefault()} onClick={(event) => event.detail <= 1 && props.onSendAnother()}>
          {copy.againLabel}
        </Button>
      </Group>
    </Stack>
  );
}
