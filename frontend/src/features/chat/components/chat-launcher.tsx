import { ActionIcon, CloseButton, UnstyledButton } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { ChatDock } from './chat-dock.ts';
import classes from './chat-launcher.module.css';
import { useClearPlacement, type AutoPlacement } from './use-clear-placement.ts';
import { useLauncherLift } from './use-launcher-lift.ts';

export interface ChatLauncherProps {
  readonly launcherRef: RefObject<HTMLButtonElement | null>;
  readonly panelId: string;
  /** The header's place below md; null where the button floats. */
  readonly dock: ChatDock | null;
  /** The automatic opening's greeting (the opener), or null. */
  readonly greeting: string | null;
  /** The automatic opening found no free room for a greeting: a dot on the button says a message waits. */
  readonly attention: boolean;
  readonly placement: AutoPlacement;
  readonly onOpen: () => void;
  readonly onDismiss: () => void;
}

/**
 * The closed chat: its button and, after the automatic opening, the greeting. Floating (md up) the greeting sits above
 * the button; in the header (below md) it hangs under the header bar from the button, pointing at it, so the brand and
 * the menu stay in view (design review: the greeting took the logo's place and cut its text short).
 */
export function ChatLauncher({ launcherRef, panelId, dock, greeting, attention, placement, onOpen, onDismiss }: ChatLauncherProps) {
  const lift = useLauncherLift(!dock && !greeting);
  const bubbleRef = useRef<HTMLDivElement>(null);
  useClearPlacement(bubbleRef, placement);
  const [pointerRight, setPointerRight] = useState<number>();
  useLayoutEffect(() => {
    const bubble = bubbleRef.current?.getBoundingClientRect();
    const button = launcherRef.current?.getBoundingClientRect();
    // The docked greeting's pointer sits under the button's middle, wherever the header puts the button.
    if (dock && greeting && bubble && button) setPointerRight(Math.max(12, bubble.right - (button.left + button.right) / 2));
  }, [dock, greeting, launcherRef]);

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
    <div
      ref={bubbleRef}
      className={dock ? classes.dockedTeaser : classes.teaser}
      style={pointerRight === undefined ? undefined : ({ '--pointer-right': `${pointerRight}px` } as CSSProperties)}
      role="status"
      data-chat-part="greeting"
    >
      <UnstyledButton className={classes.teaserText} onClick={onOpen}>
        {greeting}
      </UnstyledButton>
      <CloseButton className={classes.dismiss} size="md" aria-label="Dismiss chat greeting" onClick={onDismiss} />
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
  // The greeting after the button in the header: it is positioned against the header bar, below it.
  return createPortal(
    <>
      {button}
      {bubble}
    </>,
    dock.launcher,
  );
}
