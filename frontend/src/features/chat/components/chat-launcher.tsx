import { ActionIcon, CloseButton, UnstyledButton } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useRef, type Ref } from 'react';
import { createPortal } from 'react-dom';
import type { ChatDock } from './chat-dock.ts';
import classes from './chat-widget.module.css';
import { useClearPlacement, type AutoPlacement } from './use-clear-placement.ts';
import { useLauncherLift } from './use-launcher-lift.ts';

export interface ChatLauncherProps {
  readonly launcherRef: Ref<HTMLButtonElement>;
  readonly panelId: string;
  /** The header's places below md; null where the button floats. */
  readonly dock: ChatDock | null;
  /** The automatic opening's greeting (the opener), or null. */
  readonly greeting: string | null;
  /** The automatic opening found no free room for a greeting: a dot on the button says a message waits. */
  readonly attention: boolean;
  readonly placement: AutoPlacement;
  readonly onOpen: () => void;
  readonly onDismiss: () => void;
}

/** The closed chat: its button and, after the automatic opening, the greeting beside it (in the header below md). */
export function ChatLauncher({ launcherRef, panelId, dock, greeting, attention, placement, onOpen, onDismiss }: ChatLauncherProps) {
  const lift = useLauncherLift(!dock && !greeting);
  const bubbleRef = useRef<HTMLDivElement>(null);
  useClearPlacement(bubbleRef, placement);
  const button = (
    <ActionIcon
      ref={launcherRef}
      className={dock ? classes.dockedLauncher : classes.launcher}
      size={dock ? 40 : 56}
      radius="xl"
      variant="filled"
      aria-label="Open chat assistant"
      aria-expanded={false}
      aria-controls={panelId}
      data-chat-part="launcher"
      style={dock ? undefined : { bottom: lift }}
      onClick={onOpen}
    >
      <IconMessageCircle size={dock ? 22 : 28} aria-hidden />
      {attention || (dock && greeting) ? <span className={classes.dot} aria-hidden /> : null}
    </ActionIcon>
  );
  const bubble = greeting ? (
    <div ref={bubbleRef} className={dock ? classes.dockedTeaser : classes.teaser} role="status" data-chat-part="greeting">
      <UnstyledButton className={classes.teaserText} onClick={onOpen}>
        {greeting}
      </UnstyledButton>
      <CloseButton size="sm" aria-label="Dismiss chat greeting" onClick={onDismiss} />
    </div>
  ) : null;
  if (!dock) {
    return (
      <>
        {bubble}
        {button}
      </>
    );
  }
  return (
    <>
      {bubble ? createPortal(bubble, dock.greeting) : null}
      {createPortal(button, dock.launcher)}
    </>
  );
}
