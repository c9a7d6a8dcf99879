import { QueryClient } from '@tanstack/react-query';

/** The spec's data rules: no retries, no refetch on focus or interval, data never stale, 5-minute cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The app's one client, created on first use. Hooks given it explicitly (`useMutation(options, appQueryClient())`,
 * `useQuery(options, appQueryClient())`) need no provider above them, so Query's code loads with the features that
 * use it instead of with every page (see docs/decisions.md, "First-load budget").
 */
export function appQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
