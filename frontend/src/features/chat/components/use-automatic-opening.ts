import { useEffect, useState, type RefObject } from 'react';
import { scheduleAutoOpen, sessionFlagStorage } from '../logic/auto-open.ts';
import { isChatPart, watchActivity } from '../logic/fold-on-activity.ts';
import { floatingAutoOpenForm, type AutoOpenForm } from './chat-dock.ts';

export interface AutomaticOpeningOptions {
  /** Whether the chat sits in the header (below md) at the moment of opening. */
  readonly docked: RefObject<boolean>;
  readonly setOpen: (open: boolean) => void;
  readonly setGreeting: (greeting: Exclude<AutoOpenForm, 'panel'> | null) => void;
}

/**
 * The spec's automatic opening (once per session, 8 s after load) and what becomes of it. In the header (below md) the
 * greeting takes the brand's place; floating, the panel opens only where it covers none of the page's buttons, links or
 * fields (chat-dock.ts), else the greeting or a dot. Either way the focus stays put. Floating, it then gives way as soon
 * as the visitor scrolls or uses the page: it folds into the button with its dot (no focus moves), so it never sits over
 * what they scroll to (issue 22). Once the visitor uses it (`adopt`, or any act inside the chat) it stays like a panel
 * they opened themselves.
 */
export function useAutomaticOpening({ docked, setOpen, setGreeting }: AutomaticOpeningOptions): { adopt: () => void } {
  // The floating panel or greeting is on screen by the automatic opening and the visitor has not taken it up yet.
  const [autoShown, setAutoShown] = useState(false);

  useEffect(
    () =>
      scheduleAutoOpen({
        storage: sessionFlagStorage(),
        // Counted from page load: the widget's code arrives a little later.
        elapsedMs: performance.now(),
        open: () => {
          const form = docked.current ? 'teaser' : floatingAutoOpenForm();
          if (form === 'panel') setOpen(true);
          else setGreeting(form);
          setAutoShown(!docked.current && form !== 'badge');
        },
      }),
    [docked, setOpen, setGreeting],
  );

  useEffect(
    () =>
      autoShown
        ? watchActivity({
            target: window,
            isInChat: isChatPart,
            onPageActivity: () => {
              setAutoShown(false);
              setOpen(false);
              setGreeting('badge');
            },
            onChatActivity: () => setAutoShown(false),
          })
        : undefined,
    [autoShown, setOpen, setGreeting],
  );

  return { adopt: () => setAutoShown(false) };
}
