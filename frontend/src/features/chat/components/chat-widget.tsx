import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { markChatShown, sessionFlagStorage } from '../logic/auto-open.ts';
import type { ChatMessage } from '../logic/conversation.ts';
import { chatOpeners, nextOpenerIndex, randomOpenerIndex, startOpenerRotation } from '../logic/openers.ts';
import { useChatDock, type AutoOpenForm } from './chat-dock.ts';
import { ChatLauncher } from './chat-launcher.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { useAutomaticOpening } from './use-automatic-opening.ts';
import { useChatConversation } from './use-chat-conversation.ts';

const openerId = 'chat-opener';

/**
 * The site-wide chat assistant (spec section 4): a floating button and a non-modal dialog panel. It opens by itself
 * once per browser session (on phones as a greeting under the header), greets with a rotating opener and a few
 * suggested questions, and shows a persona's filler line while a reply is on its way.
 */
export function ChatWidget() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // What the automatic opening left on screen while the panel is closed: a greeting, or only a dot on the button.
  const [greeting, setGreeting] = useState<Exclude<AutoOpenForm, 'panel'> | null>(null);
  const dock = useChatDock();
  const docked = useRef(false);
  docked.current = dock !== null;
  const [openerIndex, setOpenerIndex] = useState(() => randomOpenerIndex());
  const [openerTimestamp] = useState(() => Date.now());
  const { messages, pending, sendMessage } = useChatConversation();
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef(false);
  const focusLauncherOnClose = useRef(false);

  const { adopt, panelPlacement, greetingPlacement } = useAutomaticOpening({ docked, setOpen, setGreeting });

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

  function openPanel() {
    markChatShown(sessionFlagStorage());
    focusOnOpen.current = true;
    setGreeting(null);
    adopt();
    setOpen(true);
  }

  const closePanel = useCallback(() => {
    focusLauncherOnClose.current = true;
    setOpen(false);
  }, []);

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
        placement={greetingPlacement}
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
    <ChatPanel
      panelId={panelId}
      opener={opener}
      messages={messages}
      pending={pending}
      inputRef={inputRef}
      placement={panelPlacement}
      onSend={(text) => void sendMessage(text)}
      onClose={closePanel}
    />
  );
}
