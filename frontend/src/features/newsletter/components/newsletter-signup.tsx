import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm, useStore } from '@tanstack/react-form';
import { useId, useRef } from 'react';
import { newsletterCopy } from '../../../../../content/blog-page.ts';
import { newsletterSignupSchema, type NewsletterFormValues } from '../../../../../contracts/newsletter.ts';
import { HoneypotField } from '../../../components/honeypot-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

const emptyForm: NewsletterFormValues = { email: '' };

function firstMessage(errors: unknown[]): string | undefined {
  const first = errors.find(Boolean);
  if (first === undefined) return undefined;
  return typeof first === 'string' ? first : ((first as { message?: string }).message ?? 'Invalid value');
}

/** The blog's newsletter block: one email field and 'Subscribe'; a toast confirms. */
export function NewsletterSignup() {
  const subscribe = useSubscribeNewsletter();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const honeypotId = useId();
  const idempotencyKey = useRef<string | undefined>(undefined);
  const inFlight = useRef(false);

  const form = useForm({
    defaultValues: emptyForm,
    listeners: {
      onChange: () => {
        idempotencyKey.current = undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      // A double click can start two submits before the button re-renders as disabled.
      if (inFlight.current) return;
      inFlight.current = true;
      idempotencyKey.current ??= crypto.randomUUID();
      const honeypot = honeypotRef.current?.value ?? '';
      try {
        await subscribe.mutateAsync({ ...newsletterSignupSchema.parse(value), idempotencyKey: idempotencyKey.current, honeypot: honeypot || undefined });
        notifications.show({ color: 'green', title: 'You are subscribed!', message: 'Watch your inbox for the next Rebel Insights.' });
        formApi.reset();
        idempotencyKey.current = undefined;
      } catch (error) {
        const rateLimited = error instanceof ApiRequestError && error.status === 429;
        notifications.show({
          color: 'red',
          title: 'Something went wrong',
          message: rateLimited ? 'Too many attempts from your connection. Please try again in a few minutes.' : 'Please try again later or contact us directly.',
        });
      } finally {
        inFlight.current = false;
      }
    },
  });
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0);

  return (
    <form
      noValidate
      aria-label="Newsletter signup"
      style={{ position: 'relative' }}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <form.Field name="email" validators={{ onChange: newsletterSignupSchema.shape.email }}>
          {(field) => (
            <TextInput
              type="email"
              name="email"
              aria-label={newsletterCopy.emailLabel}
              placeholder={newsletterCopy.emailPlaceholder}
              autoComplete="email"
              required
              style={{ flex: '1 1 16rem' }}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.currentTarget.value)}
              onBlur={field.handleBlur}
              error={attempted ? firstMessage(field.state.meta.errors) : undefined}
            />
          )}
        </form.Field>
        <HoneypotField inputRef={honeypotRef} id={honeypotId} />
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
              {newsletterCopy.buttonLabel}
            </Button>
          )}
        </form.Subscribe>
      </Group>
    </form>
  );
}
