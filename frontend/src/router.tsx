import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page.tsx';
import { firstRenderKeepsScroll } from './lib/first-render-scroll.ts';
import { routeTree } from './route-tree.gen.ts';

export function createAppRouter(history?: RouterHistory) {
  const keepsScroll = firstRenderKeepsScroll();
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Restore scroll on back/forward and start new pages at the top, in the browser only: on the server TanStack would
    // emit an inline restoration script, which our CSP (hash-allowed theme script only) blocks, breaking hydration. The
    // first render keeps a place the visitor scrolled to before hydration (lib/first-render-scroll.ts).
    scrollRestoration: () => typeof document !== 'undefined' && !keepsScroll(),
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
