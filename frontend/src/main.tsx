import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter(createQueryClient());

// Load the matched route's code and data first, so hydration finds the same tree the prerender produced.
void router.load().then(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
