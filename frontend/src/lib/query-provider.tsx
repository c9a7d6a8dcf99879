import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { appQueryClient } from './query-client.ts';

/**
 * Query without a provider around the whole document: each feature that uses it gets the client here (the admin page
 * through this provider, the contact, newsletter and chat hooks through `useAppQueryClient()`), so Query's ~7 KB gzip
 * loads with those features instead of with every page (see docs/decisions.md, "First-load budget").
 * A provider above (a test harness) stays in charge.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = use(QueryClientContext);
  return outer ? children : <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

/** For a Query hook's client argument (`useMutation(options, useAppQueryClient())`): a provider's client if any, else the app's. */
export function useAppQueryClient(): QueryClient {
  return use(QueryClientContext) ?? appQueryClient();
}
