// Shared by the widget's tests (chat-widget.test.tsx, chat-suggestions.test.tsx).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { company } from '../../../../../content/company.ts';
import { chatShownKey } from '../logic/chat-settings.ts';
import { ChatWidget } from './chat-widget.tsx';

// The widget in a real router and query client; only the network (fetch) is replaced. Fake timers drive the
// filler time, the auto-open and the opener rotation.

export const fetchMock = vi.fn<typeof fetch>();

export function answer(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

export async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export async function renderWidget() {
  const rootRoute = createRootRoute({ component: ChatWidget });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await flush();
}

export async function openChat() {
  fireEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  await flush();
  return screen.getByRole('dialog', { name: `${company.name} Assistant` });
}

export async function sendMessage(text: string) {
  const input = screen.getByRole('textbox', { name: 'Your message' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
  await flush();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  // The router restores scroll positions; jsdom has no scrolling.
  vi.stubGlobal('scrollTo', () => undefined);
  fetchMock.mockReset();
  window.sessionStorage.clear();
  // Most tests open the chat themselves.
  window.sessionStorage.setItem(chatShownKey, 'true');
});

/** jsdom does not scroll: the page's position as the browser would report it after a scroll (the fold needs movement). */
export function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => {
  scrollPageTo(0);
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
