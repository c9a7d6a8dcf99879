import { useEffect, useState } from 'react';
import { coversInteractive } from './chat-dock.ts';

/** The floating button's size and resting offset (chat-widget.module.css). */
const size = 56;
const edge = 24;
/** From this width the page's container leaves the button a free margin of its own (1140 px container + 2 x 80 px). */
const freeMarginFrom = 1300;
const step = 16;

/**
 * Between md and `freeMarginFrom` the page's content reaches the window's right edge, so the resting button can sit on a
 * card's link or button (design review at 1024 px). While it would, the button lifts, in 16 px steps up to a third of the
 * window, to the nearest height where nothing clickable of the page is under it; it settles back once the spot is free.
 * Returns the offset from the bottom edge, in px.
 */
export function useLauncherLift(active: boolean): number {
  const [bottom, setBottom] = useState(edge);
  useEffect(() => {
    if (!active) return undefined;
    let frame = 0;
    const place = () => {
      frame = 0;
      const width = window.innerWidth;
      const height = window.innerHeight;
      if (width >= freeMarginFrom) return setBottom(edge);
      const box = (offset: number) => ({ left: width - edge - size, right: width - edge, top: height - offset - size, bottom: height - offset });
      for (let offset = edge; offset <= height / 3; offset += step) {
        if (!coversInteractive(box(offset))) return setBottom(offset);
      }
      return setBottom(edge);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [active]);
  return bottom;
}
