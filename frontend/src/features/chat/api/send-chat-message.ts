import { useMutation } from '@tanstack/react-query';
import { chatReplySchema, type ChatRequest } from '../../../../../contracts/chat.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAppQueryClient } from '../../../lib/query-provider.tsx';

/**
 * `POST /api/chat`: `{ reply, sig, topic }`, the reply possibly empty; any non-2xx (4xx, 429, 502-504) throws
 * ApiRequestError. The widget keeps `sig` and `topic` with the reply and sends them back in `history`.
 */
export function sendChatMessage(body: ChatRequest) {
  return apiRequest('POST', '/api/chat', chatReplySchema, body);
}

export const sendChatMessageMutation = { mutationKey: ['chat', 'send'], mutationFn: sendChatMessage } as const;

export function useSendChatMessage() {
  return useMutation(sendChatMessageMutation, useAppQueryClient());
}
