/**
 * Whether the app's first render should leave the window where it is. A prerendered page can be scrolled (by the visitor,
 * or by the browser to a #fragment) long before the app hydrates, seconds on a phone, and TanStack Router's scroll
 * restoration puts the window back at the top on its first render: the page jumped under the visitor's thumb, and a tap
 * aimed at a link landed on whatever scrolled into its place (CI: the blog's featured card; at CPU 4x, 12 of 16 taps).
 * Returns a check that TanStack calls once per render: true only for the first, and only if the window had moved.
 */
export function firstRenderKeepsScroll(view: Window | undefined = typeof window === 'undefined' ? undefined : window): () => boolean {
  if (!view) return () => false;
  let moved = view.scrollY > 0 || view.scrollX > 0;
  const onScroll = () => {
    moved = true;
  };
  view.addEventListener('scroll', onScroll, { passive: true });
  let first = true;
  return () => {
    if (!first) return false;
    first = false;
    view.removeEventListener('scroll', onScroll);
    return moved;
  };
}
