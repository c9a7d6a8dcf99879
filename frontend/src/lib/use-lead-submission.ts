import { useId, useRef } from 'react';

export interface LeadSubmissionMeta {
  idempotencyKey: string;
  honeypot: string | undefined;
}

/**
 * What every lead form needs around its send: one idempotency key per filled form (a retried send is delivered once,
 * an edited form is a new message), a guard against a double click starting two sends before the button disables,
 * and the honeypot's value.
 */
export function useLeadSubmission() {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const honeypotId = useId();
  const idempotencyKey = useRef<string | undefined>(undefined);
  const inFlight = useRef(false);
  return {
    honeypotRef,
    honeypotId,
    /** The form's content changed: its next send is a new message. */
    formChanged(): void {
      idempotencyKey.current = undefined;
    },
    /** Runs `post` unless a send is under way; after a post that resolves, the next one gets a new key. Errors propagate. */
    async send(post: (meta: LeadSubmissionMeta) => Promise<void>): Promise<void> {
      if (inFlight.current) return;
      inFlight.current = true;
      idempotencyKey.current ??= crypto.randomUUID();
      try {
        await post({ idempotencyKey: idempotencyKey.current, honeypot: honeypotRef.current?.value || undefined });
        idempotencyKey.current = undefined;
      } finally {
        inFlight.current = false;
      }
    },
  };
}

/** The first validation message of a field, whether the validator gave a string or a schema issue. */
export function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  const first = errors.find(Boolean);
  if (first === undefined) return undefined;
  return typeof first === 'string' ? first : ((first as { message?: string }).message ?? 'Invalid value');
}
