import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appQueryClient } from './query-client.ts';
import { QueryProvider } from './query-provider.tsx';

function WhichClient({ expected }: { expected: QueryClient }) {
  return <p>{useQueryClient() === expected ? 'expected client' : 'other client'}</p>;
}

describe('QueryProvider', () => {
  afterEach(cleanup);

  it("supplies the app's client where no provider exists", () => {
    render(
      <QueryProvider>
        <WhichClient expected={appQueryClient()} />
      </QueryProvider>,
    );
    expect(screen.getByText('expected client')).toBeTruthy();
  });

  it('leaves an outer provider (a test harness) in charge', () => {
    const outer = new QueryClient();
    render(
      <QueryClientProvider client={outer}>
        <QueryProvider>
          <WhichClient expected={outer} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('expected client')).toBeTruthy();
  });

  it('applies the spec defaults: no retries, never stale', () => {
    const defaults = appQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});
