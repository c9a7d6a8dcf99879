import { ActionIcon, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { chatLimits } from '../../../../../contracts/chat.ts';
import classes from './chat-widget.module.css';

// The counter appears when the draft nears the limit.
const counterFrom = chatLimits.messageChars - 200;

export interface ChatComposerProps {
  readonly inputRef: Ref<HTMLInputElement>;
  readonly pending: boolean;
  readonly onSend: (text: string) => void;
}

/**
 * The message field and send button. Blank drafts are ignored and a draft over the limit is refused, not cut: a
 * counter appears from 800 characters (decisions: phones and the page). Disabled while a reply is on its way.
 */
export function ChatComposer({ inputRef, pending, onSend }: ChatComposerProps) {
  const counterId = useId();
  const [draft, setDraft] = useState('');
  const tooLong = draft.length > chatLimits.messageChars;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || pending || tooLong) return;
    setDraft('');
    onSend(text);
  }

  return (
    <form className={classes.composer} onSubmit={onSubmit}>
      <div className={classes.inputWrap}>
        <TextInput
          ref={inputRef}
          aria-label="Your message"
          aria-describedby={draft.length >= counterFrom ? counterId : undefined}
          aria-invalid={tooLong || undefined}
          placeholder="Type your message..."
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          disabled={pending}
          autoComplete="off"
        />
        {draft.length >= counterFrom ? (
          <Text id={counterId} size="xs" c={tooLong ? 'red.8' : 'dimmed'} className={classes.counter} aria-live="polite">
            {draft.length.toLocaleString('en-US')} / {chatLimits.messageChars.toLocaleString('en-US')}
            {tooLong ? ': please shorten your message' : ''}
          </Text>
        ) : null}
      </div>
      <ActionIcon type="submit" size={36} variant="filled" aria-label="Send message" disabled={pending || tooLong}>
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </form>
  );
}
