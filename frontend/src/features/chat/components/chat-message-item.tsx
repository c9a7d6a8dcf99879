import { Anchor, Button, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { BookingButton } from '../../../components/booking-button.tsx';
import { openBookingPopup } from '../../../lib/booking-popup.ts';
import { siteSettings } from '../../../site-settings.ts';
import type { ChatMessage } from '../logic/conversation.ts';
import { replySegments } from '../logic/reply-text.ts';
import { ChatHandoff } from './chat-handoff.tsx';
import classes from './chat-widget.module.css';

function openInPopup(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  if (openBookingPopup()) event.preventDefault();
}

function MessageText({ text }: { text: string }) {
  return replySegments(text, siteSettings.BOOKING_URL).map((segment, i) => {
    if (segment.kind === 'text') return <span key={i}>{segment.text}</span>;
    if (segment.kind === 'route') {
      return (
        <Anchor key={i} component={Link} to={segment.to} inherit>
          {segment.text}
        </Anchor>
      );
    }
    const booking = segment.href === siteSettings.BOOKING_URL;
    return (
      <Anchor key={i} href={segment.href} inherit {...(segment.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} onClick={booking ? openInPopup : undefined}>
        {segment.text}
      </Anchor>
    );
  });
}

/** One message. Replies are rendered as text (never as HTML); the booking URL, emails and /contact are links. */
export function ChatMessageItem({ message, conversation }: { message: ChatMessage; conversation: readonly ChatMessage[] }) {
  return (
    <div className={classes.message} data-sender={message.sender} data-typing={message.isTyping || undefined} data-message-id={message.id}>
      <Text component="div" size="sm" className={classes.bubble}>
        <VisuallyHidden>{message.sender === 'user' ? 'You: ' : 'Assistant: '}</VisuallyHidden>
        {message.isTyping ? (
          <span className={classes.typing}>
            <Loader size="xs" type="dots" aria-hidden />
            {message.text}
          </span>
        ) : (
          <MessageText text={message.text} />
        )}
      </Text>
      {message.offersBooking ? (
        <Group gap="xs" mt={6}>
          <BookingButton size="xs">Book Strategy Session</BookingButton>
          <Button component={Link} to="/contact" size="xs" variant="default">
            Fill Out Contact Form
          </Button>
        </Group>
      ) : null}
      {message.offersHandoff ? <ChatHandoff messages={conversation} /> : null}
    </div>
  );
}
