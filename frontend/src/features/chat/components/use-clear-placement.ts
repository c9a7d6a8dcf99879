import { useLayoutEffect, useState, type RefObject } from 'react';
import { coversPage } from './chat-dock.ts';

/** What the automatic opening asks of the panel or greeting it has just put on screen. */
export interface AutoPlacement {
  /** This element was just shown by the automatic opening and its place is not checked yet. */
  readonly active: boolean;
  readonly placed: () => void;
  /** It covers the page wherever it may go: the automatic opening falls back to a smaller form. */
  readonly blocked: () => void;
}

const step = 8;
/** Kept free around the element, so it never touches a card's edge or a button. */
const margin = 8;

/**
 * The automatic opening's check, made on the element's real box in its first layout, before it is painted (the panel
 * sizes to its conversation and the greeting to its opener, so an estimated box would be wrong): the lowest lift, from
 * 0 to `maxLift` px in 8 px steps, at which it covers none of the page's buttons, links, fields or cards and stays
 * below the header; `blocked()` when there is none. Returns the lift in px.
 */
export function useClearPlacement(element: RefObject<HTMLElement | null>, placement: AutoPlacement, maxLift = 0): number {
  const [lift, setLift] = useState(0);
  const { active, placed, blocked } = placement;
  useLayoutEffect(() => {
    const rect = active ? element.current?.getBoundingClientRect() : undefined;
    if (!rect) return;
    const headerBottom = document.querySelector('[data-site-header]')?.getBoundingClientRect().bottom ?? 0;
    for (let offset = 0; offset <= maxLift; offset += step) {
      const box = { left: rect.left - margin, right: rect.right + margin, top: rect.top - offset - margin, bottom: rect.bottom - offset + margin };
      if (rect.top - offset >= headerBottom && !coversPage(box, { cards: true })) {
        setLift(offset);
        placed();
        return;
      }
    }
    blocked();
  }, [active, element, maxLift, placed, blocked]);
  return lift;
}
