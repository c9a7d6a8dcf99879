import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';

/** What a screen reader hears after a submit with errors. */
export function errorCountMessage(count: number): string {
  return count === 1 ? 'The form has 1 error. Please correct it and send again.' : `The form has ${count} errors. Please correct them and send again.`;
}

// Field names are our own identifiers; CSS.escape where the browser has it (jsdom lacks it), else quote-escaping.
const cssString = (name: string) => (globalThis.CSS?.escape ? globalThis.CSS.escape(name) : name.replace(/["\\]/g, '\\$&'));

/** Focuses the first of `names` (in the given order) that has a focusable field in `form`; returns whether one did. */
export function focusFirstField(form: HTMLFormElement | null, names: readonly string[]): boolean {
  if (!form) return false;
  for (const name of names) {
    const field = [...form.querySelectorAll<HTMLElement>(`[name="${cssString(name)}"]`)].find(
      (element) => !(element instanceof HTMLInputElement && element.type === 'hidden'),
    );
    if (field) {
      field.focus();
      return true;
    }
  }
  return false;
}

/**
 * A polite-but-firm announcement of how many fields need fixing, said again on every failed submit (the text is
 * cleared first, so the same count is announced twice in a row too).
 */
export function useErrorAnnouncement() {
  const [message, setMessage] = useState('');
  return {
    announce(count: number) {
      setMessage('');
      window.setTimeout(() => setMessage(errorCountMessage(count)), 50);
    },
    clear: () => setMessage(''),
    region: (
      <VisuallyHidden role="alert" aria-live="assertive" aria-atomic="true">
        {message}
      </VisuallyHidden>
    ),
  };
}
