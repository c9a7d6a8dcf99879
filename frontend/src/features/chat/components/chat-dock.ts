import { useEffect, useState } from 'react';
import { chatDockIds, chatDockQuery } from '../../../components/chat-dock-ids.ts';

/**
 * The header's chat place while the header shows the burger menu (below md). The greeting hangs from the button there
 * (chat-launcher.tsx); the header's own greeting slot stays empty, since the header hides its brand while the slot holds
 * anything (design review: the greeting took the logo's place).
 */
export interface ChatDock {
  readonly launcher: HTMLElement;
}

function dockNow(): ChatDock | null {
  if (typeof window === 'undefined') return null;
  const launcher = document.getElementById(chatDockIds.launcher);
  return window.matchMedia?.(chatDockQuery).matches && launcher ? { launcher } : null;
}

/**
 * The header's chat place below md; null where the chat floats. Read on the first render, not after it: when the
 * widget's code arrives after the 8 s (a slow phone), the automatic opening fires at once and must already know it is
 * docked, or the phone got the whole sheet instead of the greeting (outside design review, round 3).
 */
export function useChatDock(): ChatDock | null {
  const [dock, setDock] = useState<ChatDock | null>(dockNow);
  useEffect(() => {
    const media = window.matchMedia?.(chatDockQuery);
    if (!media) return;
    const update = () => setDock(dockNow());
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return dock;
}

const interactive = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
/** The page's cards (Mantine Paper, the site's card surface): a plan card or the contact form is a unit a visitor reads. */
const cards = '.mantine-Paper-root';

type Box = { left: number; top: number; right: number; bottom: number };

/** Whether a box in viewport pixels lies on a visible button, link or field of the page's `main`, or with `cards` on a card. */
export function coversPage(box: Box, { cards: withCards = false } = {}): boolean {
  const selector = withCards ? `${interactive}, ${cards}` : interactive;
  for (const element of document.querySelector('main')?.querySelectorAll<HTMLElement>(selector) ?? []) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top) return true;
  }
  return false;
}

/** Whether a box lies on a visible button, link or field of the page (the floating button's lift: text and cards may pass under it). */
export function coversInteractive(box: Box): boolean {
  return coversPage(box);
}

/**
 * What the automatic opening leaves on screen: the panel (wide screens) or the greeting, each shown only where it covers
 * none of the page's controls or cards (use-clear-placement.ts), else the smaller form, down to a dot on the button.
 */
export type AutoOpenForm = 'panel' | 'teaser' | 'badge';
