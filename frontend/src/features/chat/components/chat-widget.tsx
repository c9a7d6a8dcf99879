import { ActionIcon, CloseButton, Paper, ScrollArea, TextInput, Title } from '@mantine/core';
import { IconMessageCircle, IconSend } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatLimits } from '../../../../../contracts/chat.ts';
import { company } from '../../../../../content/company.ts';
import { siteSettings } from '../../../site-settings.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import { markChatShown, scheduleAutoOpen, sessionFlagStorage } from '../logic/auto-open.ts';
import { chatTiming } from '../logic/chat-settings.ts';
import { historyFor, messageId, replyAfterFiller, type ChatMessage } from '../logic/conversation.ts';
import { fillerDelayMs } from '../logic/filler-timing.ts';
import { chatOpeners, nextOpenerIndex, randomOpenerIndex, startOpenerRotation } from '../logic/openers.ts';
import { fillerLine, pickPersona } from '../logic/personas.ts';
import { replaceBookingPlaceholder } from '../logic/reply-text.ts';
import { classifyMessage } from '../logic/topic-classifier.ts';
import { ChatMessageItem } from './chat-message-item.tsx';
import classes from './chat-widget.module.css';

const openerId = 'chat-opener';

/**
 * The site-wide chat assistant (spec section 4): a floating button and a non-modal dialog panel. It opens by itself
 * once per browser session, greets with a rotating opener, and shows a persona's filler line while a reply is on
 * its way.
 */
export function ChatWidget() {
  const titleId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [openerIndex, setOpenerIndex] = useState(() => randomOpenerIndex());
  const [openerTimestamp] = useState(() => Date.now());
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  // Guards a second send in the same tick, before `pending` re-renders.
  const pendingRef = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);
  const focusLauncherOnClose = useRef(false);
  const send = useSendChatMessage();

  useEffect(
    () =>
      scheduleAutoOpen({
        storage: sessionFlagStorage(),
        // Counted from page load: the widget's code arrives a little later.
        elapsedMs: performance.now(),
        open: () => setOpen(true),
      }),
    [],
  );

  const onlyOpener = messages.length === 0;
  useEffect(() => (onlyOpener ? startOpenerRotation(() => setOpenerIndex((i) => nextOpenerIndex(i))) : undefined), [onlyOpener]);

  useEffect(() => {
    if (!open || pending) return;
    // A visitor who opened it, or who is not busy elsewhere, types straight away; an automatic opening never
    // steals focus from a form the visitor is filling in.
    const idle = document.activeElement === null || document.activeElement === document.body;
    if (focusOnOpen.current || idle || inputRef.current?.closest('[role="dialog"]')?.contains(document.activeElement)) {
      inputRef.current?.focus();
    }
    focusOnOpen.current = false;
  }, [open, pending]);

  useEffect(() => {
    if (open || !focusLauncherOnClose.current) return;
    focusLauncherOnClose.current = false;
    launcherRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollTop = viewport.scrollHeight;
  }, [messages, open, openerIndex]);

  function openPanel() {
    markChatShown(sessionFlagStorage());
    focusOnOpen.current = true;
    setOpen(true);
  }

  function closePanel() {
    focusLauncherOnClose.current = true;
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closePanel();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);

    const { topic, emotionalSignals, wordCount } = classifyMessage(text);
    const persona = pickPersona();
    const fillerMs = fillerDelayMs({ wordCount, emotionalSignals, topicDetected: topic !== undefined, personaExtraMs: persona.extraMs });
    const history = historyFor(messages, text);
    const typingId = messageId();
    const now = Date.now();
    setMessages((current) => [
      ...current,
      { id: messageId(), text, sender: 'user', timestamp: now, isTyping: false },
      { id: typingId, text: fillerLine(persona, topic), sender: 'assistant', timestamp: now, isTyping: true },
    ]);
    setDraft('');

    const { text: replyText, kind } = await replyAfterFiller(send.mutateAsync({ message: text, history }), fillerMs, siteSettings.SUPPORT_PHONE);
    const shown = replaceBookingPlaceholder(replyText, siteSettings.BOOKING_URL);
    setMessages((current) =>
      current.map((m) => (m.id === typingId ? { ...m, text: shown, kind, isTyping: false, timestamp: Date.now() } : m)),
    );
    pendingRef.current = false;
    setPending(false);
  }

  const opener: ChatMessage = {
    id: openerId,
    text: chatOpeners[openerIndex] ?? '',
    sender: 'assistant',
    timestamp: openerTimestamp,
    isTyping: false,
    kind: 'opener',
  };

  if (!open) {
    return (
      <ActionIcon
        ref={launcherRef}
        className={classes.launcher}
        size={56}
        radius="xl"
        variant="filled"
        aria-label="Open chat assistant"
        aria-expanded={false}
        aria-controls={panelId}
        onClick={openPanel}
      >
        <IconMessageCircle size={28} aria-hidden />
      </ActionIcon>
    );
  }

  return (
    <Paper id={panelId} className={classes.panel} p={0} role="dialog" aria-modal={false} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className={classes.header}>
        <Title order={2} size="h5" id={titleId}>
          {company.name} Assistant
        </Title>
        <CloseButton aria-label="Close chat" onClick={closePanel} />
      </div>
      <ScrollArea className={classes.messages} type="scroll" scrollHideDelay={chatTiming.scrollHideDelayMs} viewportRef={viewportRef}>
        <div className={classes.log} role="log" aria-live="polite" aria-label="Conversation">
          {[opener, ...messages].map((message) => (
            <ChatMessageItem key={message.id} message={message} />
          ))}
        </div>
      </ScrollArea>
      <form className={classes.composer} onSubmit={onSubmit}>
        <TextInput
          ref={inputRef}
          className={classes.input}
          aria-label="Your message"
          placeholder="Type your message..."
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          disabled={pending}
          maxLength={chatLimits.messageChars}
          autoComplete="off"
        />
        <ActionIcon type="submit" size={36} variant="filled" aria-label="Send message" disabled={pending}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </form>
    </Paper>
  );
}
