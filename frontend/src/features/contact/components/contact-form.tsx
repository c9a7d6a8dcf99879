import { Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { contactFormCopy } from '../../../../../content/contact-form.ts';
import { monthlyRevenueChoices, type MonthlyRevenue } from '../../../../../contracts/contact-choices.ts';
import { lazyContactSubmissionSchema } from '../../../../../contracts/contact.ts';
import { HoneypotField } from '../../../components/honeypot-field.tsx';
import { focusFirstField, useErrorAnnouncement } from '../../../lib/invalid-submit.tsx';
import { useAdoptPrerenderedFields } from '../../../lib/prerendered-fields.ts';
import { useLeadSubmission } from '../../../lib/use-lead-submission.ts';
import { useSubmitContact } from '../api/submit-contact.ts';
import { ContactConfirmation } from './contact-confirmation.tsx';
import { copy, emptyForm, fieldError, fieldOrder, invalidFields, leaveField, messageRule, revenueRule, textFields, textRules, type TextFieldName } from './contact-form-fields.ts';
import { showContactFailure, showContactSuccess } from './contact-toasts.ts';

/**
 * The 'Contact Information' form (its heading and privacy note belong to the page). Validated with the shared contract, sent once
 * per filled form (an idempotency key), kept after failure. Every submit checks every field and shows every message at
 * once, focuses the first field to fix and announces how many there are. After a send, a confirmation with the next
 * step replaces the form until 'Send another message'.
 */
export function ContactForm(props: { submitLabel?: string }) {
  const submit = useSubmitContact();
  const submission = useLeadSubmission();
  const announcement = useErrorAnnouncement();
  const [sentBy, setSentBy] = useState<string | undefined>(undefined);

  const form = useForm({
    defaultValues: emptyForm,
    listeners: { onChange: submission.formChanged },
    onSubmit: async ({ value, formApi }) => {
      const lead = lazyContactSubmissionSchema().parse(value);
      try {
        await submission.send(async (meta) => {
          await submit.mutateAsync({ ...lead, message: lead.message || undefined, ...meta });
          showContactSuccess();
          formApi.reset();
          setSentBy(lead.firstName);
        });
      } catch (error) {
        showContactFailure(error);
      }
    },
    onSubmitInvalid: ({ value }) => {
      const invalid = invalidFields(value);
      announcement.announce(invalid.length);
      focusFirstField(owner.ref.current, invalid.map((name) => copy[name].trackingName));
    },
  });
  // What was typed into the prerendered form before the app took over becomes the form's state.
  const owner = useAdoptPrerenderedFields((values) => {
    for (const name of fieldOrder) {
      const value = values.get(copy[name].trackingName);
      if (value !== undefined && name !== 'monthlyRevenue') form.setFieldValue(name, value);
    }
  });
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0);

  const fieldHint = (name: TextFieldName): string | undefined => {
    const field = copy[name];
    return 'hint' in field ? field.hint : undefined;
  };
  const textField = (name: TextFieldName) => (
    <form.Field name={name} validators={{ onChange: textRules[name] }}>
      {(field) => (
        <TextInput
          type={textFields[name].type}
          name={copy[name].trackingName}
          label={copy[name].label}
          description={fieldHint(name)}
          autoComplete={textFields[name].autoComplete}
          required
          value={field.state.value}
          onChange={(event) => field.handleChange(event.currentTarget.value)}
          onBlur={() => leaveField(field)}
          error={fieldError(field.state.meta, attempted)}
        />
      )}
    </form.Field>
  );

  if (sentBy !== undefined) {
    return (
      <ContactConfirmation
        firstName={sentBy}
        onSendAnother={() => {
          setSentBy(undefined);
          // The form is back on the next render; its first field takes the focus the confirmation had.
          window.setTimeout(() => focusFirstField(owner.ref.current, [copy.firstName.trackingName]), 0);
        }}
      />
    );
  }

  return (
    <form
      ref={owner.ref}
      {...owner.ownerProps}
      noValidate
      style={{ position: 'relative' }}
      onSubmit={(event) => {
        event.preventDefault();
        announcement.clear();
        // Untouched fields too: every message shows on the first press, not only those of fields already visited.
        for (const name of fieldOrder) void form.validateField(name, 'change');
        void form.handleSubmit();
      }}
    >
      {announcement.region}
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {textField('firstName')}
          {textField('lastName')}
        </SimpleGrid>
        {textField('company')}
        {textField('email')}
        {textField('website')}
        <form.Field name="monthlyRevenue" validators={{ onChange: revenueRule }}>
          {(field) => (
            <Select
              name={copy.monthlyRevenue.trackingName}
              label={copy.monthlyRevenue.label}
              placeholder={copy.monthlyRevenue.placeholder}
              data={monthlyRevenueChoices}
              clearable
              // Mounted only while open: Combobox keeps its hidden list mounted by default, and floating-ui then positions
              // it during hydration (~100 ms of a form page's longest task at CPU 4x) for a list nobody has opened.
              comboboxProps={{ keepMounted: false }}
              value={field.state.value ?? null}
              onChange={(value) => field.handleChange((value ?? undefined) as MonthlyRevenue | undefined)}
              onBlur={() => leaveField(field)}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="message" validators={{ onChange: messageRule }}>
          {(field) => (
            <Textarea
              name={copy.message.trackingName}
              label={copy.message.label}
              description={copy.message.hint}
              // Grows with the text by CSS (field-sizing), not by measuring in script: the autosize component measured
              // the field in the hydrating commit, ~30-45 ms of the form pages' longest task at CPU 4x. Four rows at least;
              // a browser without field-sizing shows four rows that scroll.
              rows={4}
              styles={{ input: { fieldSizing: 'content', minHeight: '6.3125rem' } }}
              value={field.state.value ?? ''}
              onChange={(event) => field.handleChange(event.currentTarget.value)}
              onBlur={() => leaveField(field)}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <HoneypotField inputRef={submission.honeypotRef} id={submission.honeypotId} />
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={isSubmitting} loaderProps={{ 'aria-label': contactFormCopy.submittingLabel }}>
              {props.submitLabel ?? contactFormCopy.submitLabel}
            </Button>
          )}
        </form.Subscribe>
      </Stack>
    </form>
  );
}
