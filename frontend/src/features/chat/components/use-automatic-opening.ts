import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { scheduleAutoOpen, sessionFlagStorage } from '../logic/auto-open.ts';
import { isChatPart, watchActivity } from '../logic/fold-on-activity.ts';
import type { AutoOpenForm } from './chat-dock.ts';
import type { AutoPlacement } from './use-clear-placement.ts';

export interface AutomaticOpeningOptions {
  /** Whether the chat sits in the header (below md) at the moment of opening. */
  readonly docked: RefObject<boolean>;
  readonly setOpen: (open: boolean) => void;
  readonly setGreeting: (greeting: Exclude<AutoOpenForm, 'panel'> | null) => void;
}

export interface AutomaticOpening {
  /** The visitor took the chat up: it stays like a panel they opened themselves. */
  readonly adopt: () => void;
  /** For the panel and the greeting: whether the automatic opening just showed them and their place is being checked. */
  readonly panelPlacement: AutoPlacement;
  readonly greetingPlacement: AutoPlacement;
}

/**
 * The spec's automatic opening (once per session, 8 s after load) and what becomes of it. Floating (md up) it opens the
 * panel, sized to its conversation; in the header (below md) the greeting hangs from the button. Either is checked on its
 * first layout (use-clear-placement.ts): where it would cover a control or card of the page, the panel gives way to the
 * greeting and the greeting to a dot on the button. The focus stays put. Then it gives way as soon as the visitor scrolls
 * or uses the page: it folds into the button with its dot (no focus moves), so it never sits over what they scroll to
 * (issue 22). Once the visitor uses it (`adopt`, or any act inside the chat) it stays like a panel they opened.
 */
export function useAutomaticOpening({ docked, setOpen, setGreeting }: AutomaticOpeningOptions): AutomaticOpening {
  // The panel or greeting is on screen by the automatic opening and the visitor has not taken it up yet.
  const [autoShown, setAutoShown] = useState(false);
  // The form the automatic opening just showed, until its first layout has been checked.
  const [placing, setPlacing] = useState<'panel' | 'teaser' | null>(null);

  useEffect(
    () =>
      scheduleAutoOpen({
        storage: sessionFlagStorage(),
        // Counted from page load: the widget's code arrives a little later.
        elapsedMs: performance.now(),
        open: () => {
          const form = docked.current ? 'teaser' : 'panel';
          if (form === 'panel') setOpen(true);
          else setGreeting('teaser');
          setPlacing(form);
          setAutoShown(true);
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

  const placed = useCallback(() => setPlacing(null), []);
  const panelBlocked = useCallback(() => {
    setOpen(false);
    setGreeting('teaser');
    setPlacing('teaser');
  }, [setOpen, setGreeting]);
  const greetingBlocked = useCallback(() => {
    setGreeting('badge');
    setPlacing(null);
    // A dot covers nothing: no need to fold it on the visitor's first scroll.
    setAutoShown(false);
  }, [setGreeting]);
  const panelPlacement = useMemo(() => ({ active: placing === 'panel', placed, blocked: panelBlocked }), [placing, placed, panelBlocked]);
  const greetingPlacement = useMemo(() => ({ active: placing === 'teaser', placed, blocked: greetingBlocked }), [placing, placed, greetingBlocked]);
  const adopt = useCallback(() => setAutoShown(false), []);
  return { adopt, panelPlacement, greetingPlacement };
}
