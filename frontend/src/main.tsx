import './lib/zod-without-eval.ts';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { captureAttribution } from './lib/attribution.ts';
import { createAppRouter } from './router.tsx';

// Also here for pages started without the boot script (the dev server); a second call on one load changes nothing.
captureAttribution();

const router = createAppRouter();

// Load the matched route's code and data first, so hydration finds the same tree the prerender produced.
void router.load().then(() => {
  // Tell the router the document came from a server render (what TanStack Start's hydrate() does), so its client tree
  // has no extra Suspense boundary at the root: otherwise React finds a mismatch and re-renders the whole page.
  router.ssr = { manifest: undefined };
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking input in one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
});
