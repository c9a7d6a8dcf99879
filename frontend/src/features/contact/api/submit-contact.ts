import { useMutation } from '@tanstack/react-query';
import { lazyLeadAcceptedSchema, type ContactRequestBody } from '../../../../../contracts/contact.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentAttribution } from '../../../lib/attribution.ts';
import { useAppQueryClient } from '../../../lib/query-provider.tsx';

/** `POST /api/contact`: only success or failure matters (202 accepted; 4xx/5xx/429 throw ApiRequestError). */
export function submitContact(body: ContactRequestBody) {
  return apiRequest('POST', '/api/contact', lazyLeadAcceptedSchema(), { ...body, attribution: body.attribution ?? currentAttribution() });
}

export const submitContactMutation = { mutationKey: ['contact', 'submit'], mutationFn: submitContact } as const;

export function useSubmitContact() {
  return useMutation(submitContactMutation, useAppQueryClient());
}
