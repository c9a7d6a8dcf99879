import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page.tsx';
import { routeTree } from './route-tree.gen.ts';

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Restore scroll on back/forward and start new pages at the top, in the browser only: on the server TanStack would
    // emit an inline restoration script, which our CSP (hash-allowed theme script only) blocks, breaking hydration.
    scrollRestoration: () => typeof document !== 'undefined',
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
