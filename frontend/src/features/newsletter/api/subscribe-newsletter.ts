import { useMutation } from '@tanstack/react-query';
import { lazyLeadAcceptedSchema } from '../../../../../contracts/contact.ts';
import type { NewsletterRequestBody } from '../../../../../contracts/newsletter.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentAttribution } from '../../../lib/attribution.ts';
import { useAppQueryClient } from '../../../lib/query-provider.tsx';

/** `POST /api/newsletter`: 202 when the subscriber is durably recorded. */
export function subscribeNewsletter(body: NewsletterRequestBody) {
  return apiRequest('POST', '/api/newsletter', lazyLeadAcceptedSchema(), { ...body, attribution: body.attribution ?? currentAttribution() });
}

export const subscribeNewsletterMutation = { mutationKey: ['newsletter', 'subscribe'], mutationFn: subscribeNewsletter } as const;

export function useSubscribeNewsletter() {
  return useMutation(subscribeNewsletterMutation, useAppQueryClient());
}
