import { CloseButton, Paper, ScrollArea, Title } from '@mantine/core';
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { company } from '../../../../../content/company.ts';
import { chatTiming } from '../logic/chat-settings.ts';
import type { ChatMessage } from '../logic/conversation.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessageItem } from './chat-message-item.tsx';
import { ChatSuggestions } from './chat-suggestions.tsx';
import classes from './chat-widget.module.css';
import { useClearPlacement, type AutoPlacement } from './use-clear-placement.ts';

/** How far the automatic panel may rise off its resting place to keep clear of a card's top edge (/pricing at 1440 x 900). */
const maxAutoLift = 96;

export interface ChatPanelProps {
  readonly panelId: string;
  readonly opener: ChatMessage;
  readonly messages: readonly ChatMessage[];
  readonly pending: boolean;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly placement: AutoPlacement;
  readonly onSend: (text: string) => void;
  readonly onClose: () => void;
}

/**
 * The open chat: a non-modal dialog that sizes to its conversation (the opener, the suggested questions and the field
 * at first, growing with the messages up to its maximum height), so the automatic opening covers as little of the page
 * as it can (design review: a 560 px panel held one greeting over the hero). On phones it is a bottom sheet over a
 * scrim that sets the page back; a tap on the scrim closes it like the close button.
 */
export function ChatPanel({ panelId, opener, messages, pending, inputRef, placement, onSend, onClose }: ChatPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const lift = useClearPlacement(panelRef, placement, maxAutoLift);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // A reply taller than the view is shown from its first line; anything else scrolls to the end.
    const last = messages.at(-1);
    const element = last && last.sender === 'assistant' && !last.isTyping ? viewport.querySelector<HTMLElement>(`[data-message-id="${last.id}"]`) : null;
    const top = element ? element.offsetTop - 8 : viewport.scrollHeight;
    viewport.scrollTop = element && element.offsetHeight > viewport.clientHeight ? top : viewport.scrollHeight;
  }, [messages, opener.text]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  function ask(question: string) {
    // The pressed button goes with the suggestions: the focus waits in the panel (Esc still closes it) until the field
    // is enabled again and takes it (chat-widget.tsx).
    panelRef.current?.focus();
    onSend(question);
  }

  return (
    <>
      <div className={classes.scrim} onClick={onClose} aria-hidden data-chat-part="scrim" />
      <Paper
        ref={panelRef}
        id={panelId}
        className={classes.panel}
        style={{ '--chat-lift': `${lift}px` } as CSSProperties}
        p={0}
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-chat-part="panel"
      >
        <div className={classes.header}>
          <Title order={2} size="h5" id={titleId}>
            {company.name} Assistant
          </Title>
          <CloseButton className={classes.close} size="lg" aria-label="Close chat" onClick={onClose} />
        </div>
        <ScrollArea className={classes.messages} type="scroll" scrollHideDelay={chatTiming.scrollHideDelayMs} viewportRef={viewportRef}>
          <div className={classes.log} role="log" aria-live="polite" aria-label="Conversation">
            {[opener, ...messages].map((message) => (
              <ChatMessageItem key={message.id} message={message} conversation={messages} />
            ))}
          </div>
          {messages.length === 0 ? <ChatSuggestions onAsk={ask} /> : null}
        </ScrollArea>
        <ChatComposer inputRef={inputRef} pending={pending} onSend={onSend} />
      </Paper>
    </>
  );
}
