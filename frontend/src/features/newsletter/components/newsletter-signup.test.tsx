import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NewsletterSignup } from './newsletter-signup.tsx';

let bodies: Record<string, unknown>[];
let answers: Response[];

beforeEach(() => {
  bodies = [];
  answers = [];
  // The network is the machine boundary: the browser's fetch answers as the API would.
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const answer = answers.shift();
    if (!answer) throw new Error('no answer queued');
    return answer;
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <Notifications />
        <NewsletterSignup />
      </MantineProvider>
    </QueryClientProvider>,
  );
});

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.unstubAllGlobals();
});

function email(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'Email address' });
}

async function subscribe(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  });
}

describe('NewsletterSignup', () => {
  it('shows the field message for an invalid address and sends nothing', async () => {
    expect(email().type).toBe('email');
    fireEvent.change(email(), { target: { value: 'reader@' } });
    await subscribe();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('subscribes a valid address, confirms with a toast and clears the field', async () => {
    answers.push(new Response(JSON.stringify({ accepted: true }), { status: 202, headers: { 'content-type': 'application/json' } }));
    fireEvent.change(email(), { target: { value: 'reader@example.com' } });
    await subscribe();
    expect(await screen.findByText('You are subscribed!')).toBeTruthy();
    expect(bodies).toEqual([{ email: 'reader@example.com', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/), attribution: expect.objectContaining({ sentFrom: '/' }) }]);
    await waitFor(() => expect(email().value).toBe(''));
  });

  it('keeps the address and shows the failure toast when the API fails', async () => {
    answers.push(new Response('', { status: 503 }));
    fireEvent.change(email(), { target: { value: 'reader@example.com' } });
    await subscribe();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(email().value).toBe('reader@example.com');
  });
});
