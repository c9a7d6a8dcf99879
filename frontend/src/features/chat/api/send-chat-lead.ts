import { useMutation } from '@tanstack/react-query';
import type { ChatLeadRequestBody } from '../../../../../contracts/chat-lead.ts';
import { leadAcceptedSchema } from '../../../../../contracts/contact.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentAttribution } from '../../../lib/attribution.ts';
import { useAppQueryClient } from '../../../lib/query-provider.tsx';

/** `POST /api/chat-lead`: 202 once the lead is durably recorded; any other answer throws ApiRequestError. */
export function sendChatLead(body: ChatLeadRequestBody) {
  return apiRequest('POST', '/api/chat-lead', leadAcceptedSchema, { ...body, attribution: body.attribution ?? currentAttribution() });
}

export function useSendChatLead() {
  return useMutation({ mutationKey: ['chat', 'lead'], mutationFn: sendChatLead }, useAppQueryClient());
}
