import { Button, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { BookingButton } from '../../../components/booking-button.tsx';
import { openBookingPopup } from '../../../lib/booking-popup.ts';
import { siteSettings } from '../../../site-settings.ts';
import type { ChatMessage } from '../logic/conversation.ts';
import { hasBookingWording, replySegments } from '../logic/reply-text.ts';
import classes from './chat-widget.module.css';

function openInPopup(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  if (openBookingPopup()) event.preventDefault();
}

/** One message. Replies are rendered as text (never as HTML); only the booking URL becomes a link. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const offersBooking = message.kind === 'reply' && hasBookingWording(message.text);
  return (
    <div className={classes.message} data-sender={message.sender} data-typing={message.isTyping || undefined}>
      <Text component="div" size="sm" className={classes.bubble}>
        <VisuallyHidden>{message.sender === 'user' ? 'You: ' : 'Assistant: '}</VisuallyHidden>
        {message.isTyping ? (
          <span className={classes.typing}>
            <Loader size="xs" type="dots" aria-hidden />
            {message.text}
          </span>
        ) : (
          replySegments(message.text, siteSettings.BOOKING_URL).map((segment, i) =>
            segment.kind === 'text' ? (
              <span key={i}>{segment.text}</span>
            ) : (
              <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer" onClick={openInPopup}>
                {segment.href}
              </a>
            ),
          )
        )}
      </Text>
      {offersBooking ? (
        <Group gap="xs" mt={6}>
          <BookingButton size="xs">Book Strategy Session</BookingButton>
          <Button component={Link} to="/contact" size="xs" variant="default">
            Fill Out Contact Form
          </Button>
        </Group>
      ) : null}
    </div>
  );
}
