import { useRouter } from '@tanstack/react-router';
import { Suspense, useState, useSyncExternalStore, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { watchReveals } from './reveal-watch.ts';

export const staticIslandAttribute = 'data-static-island';

export interface StaticIslandProps {
  /** Unique on the page: how the hydrating pass finds its prerendered HTML. */
  name: string;
  /** Content with no state and no handlers of its own (links are followed by the island, see below). */
  children: ReactNode;
}

const subscribeToNothing = () => () => {};
const hydratingSnapshot = () => true;
const liveSnapshot = () => false;

/** Same-page app links get client-side navigation, as a router <Link> would; anything else is left to the browser. */
function appHref(event: SyntheticEvent<HTMLElement>): string | undefined {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  // A file on the same origin (the RSS feed, a PDF) is no route of the app: the browser fetches it.
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A block of a page that never changes once rendered. On the first load the prerendered HTML is kept as it is: the
 * hydrating pass renders the wrapper with that very HTML as dangerouslySetInnerHTML, so React neither renders nor
 * hydrates anything inside (nor needs the components' code: `children` may be a lazy component that is only fetched
 * on a client-side navigation, where the island renders its real children). Links inside are followed with the
 * router and preloaded on intent, like <Link>; reveal blocks animate through the shared observer.
 * Found per island (not by a page-wide flag): React hydrates the shell and the page content at different times.
 */
export function StaticIsland({ name, children }: StaticIslandProps) {
  const router = useRouter();
  // The server snapshot is what React reads while hydrating; a component mounted later reads the live one.
  const hydrating = useSyncExternalStore(subscribeToNothing, liveSnapshot, hydratingSnapshot);
  // One object for good: a new one on a later render would make React write innerHTML again.
  const [prerendered] = useState(() => {
    if (!hydrating || typeof document === 'undefined') return undefined;
    const html = document.querySelector(`[${staticIslandAttribute}="${name}"]`)?.innerHTML;
    return html === undefined ? undefined : { __html: html };
  });
  const attributes = { [staticIslandAttribute]: name };
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = appHref(event);
    if (href === undefined) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  const [preloaded] = useState(() => new Set<string>());
  const preload = (event: SyntheticEvent<HTMLElement>) => {
    const href = appHref(event);
    if (href === undefined || preloaded.has(href)) return;
    preloaded.add(href);
    // `href` is what navigate() takes too (buildLocation parses it); the typings of preloadRoute only name `to`.
    router.preloadRoute({ href } as unknown as Parameters<typeof router.preloadRoute>[0]).catch(() => preloaded.delete(href));
  };
  if (prerendered) {
    return (
      <div
        {...attributes}
        ref={watchReveals}
        style={{ display: 'contents' }}
        onClick={follow}
        onMouseOver={preload}
        onFocus={preload}
        onTouchStart={preload}
        suppressHydrationWarning
        dangerouslySetInnerHTML={prerendered}
      />
    );
  }
  return (
    <div {...attributes} style={{ display: 'contents' }}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
