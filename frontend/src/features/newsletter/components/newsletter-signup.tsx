import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm, useStore } from '@tanstack/react-form';
import { newsletterCopy } from '../../../../../content/blog-page.ts';
import { validateLazily } from '../../../../../contracts/lazy-schema.ts';
import { lazyNewsletterSignupSchema, type NewsletterFormValues } from '../../../../../contracts/newsletter.ts';
import { HoneypotField } from '../../../components/honeypot-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { focusFirstField, useErrorAnnouncement } from '../../../lib/invalid-submit.tsx';
import { useAdoptPrerenderedFields } from '../../../lib/prerendered-fields.ts';
import { firstErrorMessage, useLeadSubmission } from '../../../lib/use-lead-submission.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';
import classes from './newsletter-signup.module.css';

const emptyForm: NewsletterFormValues = { email: '' };
// The contract is built on the first validation, not when this module loads (contracts/lazy-schema.ts).
const emailRule = validateLazily(() => lazyNewsletterSignupSchema().shape.email);

/**
 * The blog's newsletter block: one email field and 'Subscribe'; a toast confirms. An invalid submit shows the message,
 * focuses the field and announces the error; an address typed before the app took over is kept.
 */
export function NewsletterSignup() {
  const subscribe = useSubscribeNewsletter();
  const submission = useLeadSubmission();
  const announcement = useErrorAnnouncement();

  const form = useForm({
    defaultValues: emptyForm,
    listeners: { onChange: submission.formChanged },
    onSubmit: async ({ value, formApi }) => {
      try {
        await submission.send(async (meta) => {
          await subscribe.mutateAsync({ ...lazyNewsletterSignupSchema().parse(value), ...meta });
          notifications.show({ color: 'green', title: 'You are subscribed!', message: 'Watch your inbox for the next Rebel Insights.' });
          formApi.reset();
        });
      } catch (error) {
        const rateLimited = error instanceof ApiRequestError && error.status === 429;
        notifications.show({
          color: 'red',
          title: 'Something went wrong',
          message: rateLimited ? 'Too many attempts from your connection. Please try again in a few minutes.' : 'Please try again later or contact us directly.',
        });
      }
    },
    onSubmitInvalid: () => {
      announcement.announce(1);
      focusFirstField(owner.ref.current, ['email']);
    },
  });
  const owner = useAdoptPrerenderedFields((values) => {
    const email = values.get('email');
    if (email !== undefined) form.setFieldValue('email', email);
  });
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0);

  return (
    <form
      ref={owner.ref}
      {...owner.ownerProps}
      noValidate
      aria-label="Newsletter signup"
      className={classes.form}
      style={{ position: 'relative' }}
      onSubmit={(event) => {
        event.preventDefault();
        announcement.clear();
        void form.validateField('email', 'change');
        void form.handleSubmit();
      }}
    >
      {announcement.region}
      <Group align="flex-start" gap="sm" wrap="nowrap" className={classes.row}>
        <form.Field name="email" validators={{ onChange: emailRule }}>
          {(field) => (
            <TextInput
              type="email"
              name="email"
              aria-label={newsletterCopy.emailLabel}
              placeholder={newsletterCopy.emailPlaceholder}
              autoComplete="email"
              required
              className={classes.field}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.currentTarget.value)}
              onBlur={field.handleBlur}
              error={attempted ? firstErrorMessage(field.state.meta.errors) : undefined}
            />
          )}
        </form.Field>
        <HoneypotField inputRef={submission.honeypotRef} id={submission.honeypotId} />
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
