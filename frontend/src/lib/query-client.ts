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
