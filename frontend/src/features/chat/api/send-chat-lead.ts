import { useMutation } from '@tanstack/react-query';
import type { ChatLeadEntry, ChatLeadRequestBody } from '../../../../../contracts/chat-lead.ts';
import { leadAcceptedSchema } from '../../../../../contracts/contact.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentAttribution } from '../../../lib/attribution.ts';
import { useAppQueryClient } from '../../../lib/query-provider.tsx';

// The function refuses invisible format characters in a transcript (bidi overrides, zero-width marks: issue 24). A
// visitor's emoji joined with U+200D, or a reply carrying a soft hyphen, must not cost the handoff: the widget sends its
// copy without them (what they join still reads the same), and only a hand-made request meets the 400.
const formatCharacters = /\p{Cf}/gu;

// A signature covers the exact text, so an entry that lost a character can no longer verify: it goes without its
// sig and topic (and reads 'Assistant (unverified)') rather than claiming a signature that fails.
function withoutFormatCharacters(entry: ChatLeadEntry): ChatLeadEntry {
  const content = entry.content.replace(formatCharacters, '');
  return content === entry.content ? entry : { role: entry.role, content };
}

/** `POST /api/chat-lead`: 202 once the lead is durably recorded; any other answer throws ApiRequestError. */
export function sendChatLead(body: ChatLeadRequestBody) {
  const transcript = body.transcript.map(withoutFormatCharacters);
  return apiRequest('POST', '/api/chat-lead', leadAcceptedSchema, { ...body, transcript, attribution: body.attribution ?? currentAttribution() });
}

export function useSendChatLead() {
  return useMutation({ mutationKey: ['chat', 'lead'], mutationFn: sendChatLead }, useAppQueryClient());
}
