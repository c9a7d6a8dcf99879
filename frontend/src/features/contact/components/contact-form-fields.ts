import type * as z from 'zod/mini';
import { contactFormCopy } from '../../../../../content/contact-form.ts';
import { lazyContactSubmissionSchema, type ContactFormValues } from '../../../../../contracts/contact.ts';
import { validateLazily } from '../../../../../contracts/lazy-schema.ts';
import { afterPress } from '../../../lib/after-press.ts';
import { firstErrorMessage } from '../../../lib/use-lead-submission.ts';

// The contact form's fields and their rules, apart from the component that lays them out (contact-form.tsx).
export const emptyForm: ContactFormValues = { firstName: '', lastName: '', company: '', email: '', website: '', monthlyRevenue: undefined, message: '' };
// The contract is built on the first validation, not when this module loads (contracts/lazy-schema.ts).
const rules = () => lazyContactSubmissionSchema().shape;
export const copy = contactFormCopy.fields;

/** The single-line fields: same behaviour, their own autocomplete hints. */
export const textFields = {
  firstName: { autoComplete: 'given-name', type: 'text' },
  lastName: { autoComplete: 'family-name', type: 'text' },
  company: { autoComplete: 'organization', type: 'text' },
  email: { autoComplete: 'email', type: 'email' },
  website: { autoComplete: 'url', type: 'text' },
} as const;
export type TextFieldName = keyof typeof textFields;
/** Every field, in the order the form shows them. */
export const fieldOrder = ['firstName', 'lastName', 'company', 'email', 'website', 'monthlyRevenue', 'message'] as const;
export const textRules: Record<TextFieldName, Pick<z.ZodMiniType<string, string>, '~standard'>> = {
  firstName: validateLazily(() => rules().firstName),
  lastName: validateLazily(() => rules().lastName),
  company: validateLazily(() => rules().company),
  email: validateLazily(() => rules().email),
  website: validateLazily(() => rules().website),
};
export const revenueRule = validateLazily(() => rules().monthlyRevenue);
export const messageRule = validateLazily(() => rules().message);

interface FieldMeta {
  isBlurred: boolean;
  errors: unknown[];
}

/**
 * Leaving a field checks it even if never typed in; one validator (on change) holds its error, so a fix clears it. The
 * message waits for the press that moved the focus to land (lib/after-press.ts).
 */
export function leaveField(field: { handleBlur(): void; validate(cause: 'change'): unknown }): void {
  afterPress(() => {
    field.handleBlur();
    void field.validate('change');
  });
}

/** The first message to show, once the visitor has left the field or tried to send. */
export function fieldError(meta: FieldMeta, attempted: boolean): string | undefined {
  return meta.isBlurred || attempted ? firstErrorMessage(meta.errors) : undefined;
}

/** The fields the contract refuses, in the form's order. */
export function invalidFields(value: ContactFormValues): Array<(typeof fieldOrder)[number]> {
  const issues = lazyContactSubmissionSchema().safeParse(value).error?.issues ?? [];
  return fieldOrder.filter((name) => issues.some((issue) => issue.path[0] === name));
}
