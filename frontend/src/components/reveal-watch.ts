/**
 * The landing animation (spec section 4) for every `[data-reveal]` block on the page, with one IntersectionObserver
 * and CSS (site.css) instead of a component with its own observer, layout read and state per block: blocks in
 * prerendered HTML that React never hydrates (static-island.tsx) fade in the same way, and hydration pays nothing.
 *
 * A block already on screen when first seen stays 'static' (nothing the visitor sees flickers); one off screen is
 * 'hidden' until it scrolls into view, then 'shown' for good. The first decision uses the observer's own first entry
 * (no forced layout); under prefers-reduced-motion, or without IntersectionObserver, nothing is ever hidden.
 */
export const revealAttribute = 'data-reveal';
export type RevealPhase = 'static' | 'hidden' | 'shown';

let observer: IntersectionObserver | null | undefined;
const seen = new WeakSet<Element>();

function sharedObserver(): IntersectionObserver | null {
  if (observer !== undefined) return observer;
  const motionOk = typeof IntersectionObserver === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  observer = motionOk
    ? new IntersectionObserver(
        (entries, self) => {
          // Read once, before any attribute is written: reading the viewport after a write forces a layout (per block).
          const viewportHeight = window.innerHeight;
          for (const { target, isIntersecting, boundingClientRect: box } of entries) {
            const first = !seen.has(target);
            seen.add(target);
            if (first && box.top < viewportHeight && box.bottom > 0) self.unobserve(target);
            else if (isIntersecting) {
              self.unobserve(target);
              target.setAttribute(revealAttribute, 'shown');
            } else if (first) target.setAttribute(revealAttribute, 'hidden');
          }
        },
        { rootMargin: '0px 0px -8% 0px' },
      )
    : null;
  return observer;
}

/** Starts watching `element` if it is a reveal block, and every reveal block inside it (each once). */
export function watchReveals(element: Element | null): void {
  if (!element || typeof window === 'undefined') return;
  const io = sharedObserver();
  if (!io) return;
  const blocks = element.matches(`[${revealAttribute}]`) ? [element] : [...element.querySelectorAll(`[${revealAttribute}="static"]`)];
  for (const block of blocks) if (!seen.has(block) && block.getAttribute(revealAttribute) === 'static') io.observe(block);
}
