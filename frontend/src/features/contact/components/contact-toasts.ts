import { notifications } from '@mantine/notifications';
import { contactFormCopy } from '../../../../../content/contact-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** The spec's destructive toast; a rate-limited client is told when to try again instead. */
export function showContactFailure(error: unknown): void {
  const { title, description } = contactFormCopy.errorToast;
  const rateLimited = error instanceof ApiRequestError && error.status === 429;
  const minutes = rateLimited && error.retryAfterSeconds ? Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) : undefined;
  notifications.show({
    color: 'red',
    title,
    message: rateLimited
      ? `You have sent several messages in a short time. Please try again in ${minutes ?? 'a few'} minute${minutes === 1 ? '' : 's'} or contact us directly.`
      : description,
  });
}

export function showContactSuccess(): void {
  const { title, description } = contactFormCopy.successToast;
  notifications.show({ color: 'green', title, message: description });
}
