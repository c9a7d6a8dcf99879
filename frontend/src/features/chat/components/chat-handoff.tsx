import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { chatLeadRequestSchema } from '../../../../../contracts/chat-lead.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { siteSettings } from '../../../site-settings.ts';
import { useSendChatLead } from '../api/send-chat-lead.ts';
import type { ChatMessage } from '../logic/conversation.ts';
import { signedTranscriptFor, visitorEmail } from '../logic/transcript.ts';

/**
 * The visitor's yes to "pass this conversation to sales": their email (pre-filled from the chat) and a button.
 * Only a 202 from the lead pipeline is reported as sent; anything else says so and offers
 * the configured contact email (CONTACT_EMAIL), or the contact form when none is set.
 */
export function ChatHandoff({ messages }: { messages: readonly ChatMessage[] }) {
  const [email, setEmail] = useState(() => visitorEmail(messages));
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | undefined>();
  const send = useSendChatLead();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { email, transcript: signedTranscriptFor(messages), idempotencyKey };
    const checked = chatLeadRequestSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues.find((i) => i.path[0] === 'email')?.message ?? 'This conversation cannot be sent as it is.');
      return;
    }
    setError(undefined);
    try {
      await send.mutateAsync(body);
    } catch (failure) {
      const field = failure instanceof ApiRequestError ? Object.values(failure.body?.fields ?? {})[0] : undefined;
      const other = siteSettings.CONTACT_EMAIL ? `email ${siteSettings.CONTACT_EMAIL}` : 'use the form at /contact';
      setError(`${field ?? 'We could not pass it on just now.'} You can also ${other}.`);
    }
  }

  if (send.isSuccess) {
    return (
      <Text size="sm" mt={6} role="status">
        Done: our sales team has this conversation and will reply to {email}.
      </Text>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-label="Pass this conversation to sales" noValidate>
      <Group gap="xs" mt={6} align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          type="email"
          aria-label="Your email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
          autoComplete="email"
        />
        <Button type="submit" size="xs" loading={send.isPending}>
          Yes, send to sales
        </Button>
      </Group>
    </form>
  );
}
