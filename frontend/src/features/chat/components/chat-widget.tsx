import { ActionIcon, CloseButton, Paper, ScrollArea, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatLimits } from '../../../../../contracts/chat.ts';
import { company } from '../../../../../content/company.ts';
import { markChatShown, sessionFlagStorage } from '../logic/auto-open.ts';
import { chatTiming } from '../logic/chat-settings.ts';
import type { ChatMessage } from '../logic/conversation.ts';
import { chatOpeners, nextOpenerIndex, randomOpenerIndex, startOpenerRotation } from '../logic/openers.ts';
import { useChatDock, type AutoOpenForm } from './chat-dock.ts';
import { ChatLauncher } from './chat-launcher.tsx';
import { ChatMessageItem } from './chat-message-item.tsx';
import classes from './chat-widget.module.css';
import { useAutomaticOpening } from './use-automatic-opening.ts';
import { useChatConversation } from './use-chat-conversation.ts';

const openerId = 'chat-opener';
// The counter appears when the draft nears the limit.
const counterFrom = chatLimits.messageChars - 200;

/**
 * The site-wide chat assistant (spec section 4): a floating button and a non-modal dialog panel. It opens by itself
 * once per browser session (on phones as a compact bubble), greets with a rotating opener, and shows a persona's
 * filler line while a reply is on its way.
 */
export function ChatWidget() {
  const titleId = useId();
  const panelId = useId();
  const counterId = useId();
  const [open, setOpen] = useState(false);
  // What the automatic opening left on screen while the panel is closed: a greeting, or only a dot on the button.
  const [greeting, setGreeting] = useState<Exclude<AutoOpenForm, 'panel'> | null>(null);
  const dock = useChatDock();
  const docked = useRef(false);
  docked.current = dock !== null;
  const [openerIndex, setOpenerIndex] = useState(() => randomOpenerIndex());
  const [openerTimestamp] = useState(() => Date.now());
  const [draft, setDraft] = useState('');
  const { messages, pending, sendMessage } = useChatConversation();
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);
  const focusLauncherOnClose = useRef(false);

  const { adopt } = useAutomaticOpening({ docked, setOpen, setGreeting });

  const onlyOpener = messages.length === 0;
  useEffect(() => (onlyOpener ? startOpenerRotation(() => setOpenerIndex((i) => nextOpenerIndex(i))) : undefined), [onlyOpener]);

  useEffect(() => {
    if (!open || pending) return;
    // A visitor who opened it types straight away; the automatic opening never takes the focus (issue 22).
    if (focusOnOpen.current || inputRef.current?.closest('[role="dialog"]')?.contains(document.activeElement)) {
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
    if (!viewport) return;
    // A reply taller than the view is shown from its first line; anything else scrolls to the end.
    const last = messages.at(-1);
    const element = last && last.sender === 'assistant' && !last.isTyping ? viewport.querySelector<HTMLElement>(`[data-message-id="${last.id}"]`) : null;
    const top = element ? element.offsetTop - 8 : viewport.scrollHeight;
    viewport.scrollTop = element && element.offsetHeight > viewport.clientHeight ? top : viewport.scrollHeight;
  }, [messages, open, openerIndex]);

  function openPanel() {
    markChatShown(sessionFlagStorage());
    focusOnOpen.current = true;
    setGreeting(null);
    adopt();
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

  const tooLong = draft.length > chatLimits.messageChars;
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || pending || tooLong) return;
    setDraft('');
    await sendMessage(text);
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
      <ChatLauncher
        launcherRef={launcherRef}
        panelId={panelId}
        dock={dock}
        greeting={greeting === 'teaser' ? opener.text : null}
        attention={greeting === 'badge'}
        onOpen={openPanel}
        onDismiss={() => {
          adopt();
          setGreeting(null);
          launcherRef.current?.focus();
        }}
      />
    );
  }

  return (
    <Paper id={panelId} className={classes.panel} p={0} role="dialog" aria-modal={false} aria-labelledby={titleId} onKeyDown={onKeyDown} data-chat-part="panel">
      <div className={classes.header}>
        <Title order={2} size="h5" id={titleId}>
          {company.name} Assistant
        </Title>
        <CloseButton aria-label="Close chat" onClick={closePanel} />
      </div>
      <ScrollArea className={classes.messages} type="scroll" scrollHideDelay={chatTiming.scrollHideDelayMs} viewportRef={viewportRef}>
        <div className={classes.log} role="log" aria-live="polite" aria-label="Conversation">
          {[opener, ...messages].map((message) => (
            <ChatMessageItem key={message.id} message={message} conversation={messages} />
          ))}
        </div>
      </ScrollArea>
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
    </Paper>
  );
}
