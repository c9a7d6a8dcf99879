import './lib/zod-without-eval.ts';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { captureAttribution } from './lib/attribution.ts';
import { createAppRouter } from './router.tsx';

// Also here for pages started without the boot script (the dev server); a second call on one load changes nothing.
captureAttribution();

/**
 * A new task, so input queued meanwhile is handled first. Evaluating the app's modules, building the router (its route
 * tree and history), loading the matched route and hydrating were one long task together on a phone-class CPU.
 * scheduler.yield() where the browser has it (the continuation goes ahead of other queued work), else a message (as
 * React's own scheduler does): not a timer, which a throttled background tab or a test's paused clock would hold.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start() {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // Load the matched route's code and data first, so hydration finds the same tree the prerender produced.
  await router.load();
  await nextTask();
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
}

void start();
