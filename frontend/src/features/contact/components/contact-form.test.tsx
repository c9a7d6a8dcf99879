import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ContactForm } from './contact-form.tsx';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on it.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

interface Call {
  url: string;
  body: Record<string, unknown>;
}

let calls: Call[];
let answers: Response[];

// The network is the machine boundary: the browser's fetch answers as the API would.
function stubFetch(): void {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer queued');
    return answer;
  });
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <Notifications />
        <ContactForm />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

function input(name: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function type(name: string, value: string): void {
  fireEvent.change(input(name), { target: { value } });
}

function fillValid(): void {
  type('first_name', 'Ada');
  type('last_name', 'Lovelace');
  type('company', 'Engines');
  type('email', 'ada@engines.example');
  type('website', 'engines.example');
  type('message', 'Hello');
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'JOIN THE REBELLION' }));
  });
}

beforeEach(() => {
  calls = [];
  answers = [];
  stubFetch();
});

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('shows the spec messages and sends nothing while invalid', async () => {
    renderForm();
    await submit();
    for (const message of ['First name is required', 'Last name is required', 'Company name is required', 'Please enter a valid email address', 'Website is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls).toEqual([]);
  });

  it('carries the tracking names on its inputs', () => {
    renderForm();
    for (const name of ['first_name', 'last_name', 'company', 'email', 'website', 'monthly_revenue', 'message']) expect(input(name)).toBeTruthy();
    expect(screen.getByPlaceholderText('Select one...')).toBeTruthy();
  });

  it('sends the trimmed fields once, toasts success, confirms inline and resets', async () => {
    renderForm();
    fillValid();
    type('first_name', '  Ada  ');
    answers.push(json(202, { accepted: true }));
    await submit();
    expect(await screen.findByText('Form submitted successfully!')).toBeTruthy();
    expect(screen.getByText("We'll be in touch with you shortly.")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/contact');
    expect(calls[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
      email: 'ada@engines.example',
      website: 'engines.example',
      message: 'Hello',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      attribution: expect.objectContaining({ sentFrom: '/' }),
    });
    expect(await screen.findByText('Thank you, Ada. Your message is on its way.')).toBeTruthy();
    expect(screen.getByText(/^What happens now:/)).toBeTruthy();
    // The second click of a double click on 'send' landing on the confirmation leaves it there.
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }), { detail: 2 });
    expect(screen.getByText('Thank you, Ada. Your message is on its way.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }), { detail: 1 });
    await waitFor(() => expect(input('first_name').value).toBe(''));
    expect(input('email').value).toBe('');
  });

  it('keeps the data after a failure and retries with the same key until the form is edited', async () => {
    renderForm();
    fillValid();
    answers.push(json(503, { error: 'unavailable' }), json(503, { error: 'unavailable' }), json(202, { accepted: true }));
    await submit();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Please try again later or contact us directly.')).toBeTruthy();
    expect(input('first_name').value).toBe('Ada');

    await submit();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body.idempotencyKey).toBe(calls[0]?.body.idempotencyKey);

    type('message', 'Hello again');
    await submit();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.body.idempotencyKey).not.toBe(calls[0]?.body.idempotencyKey);
  });

  it('tells a rate-limited visitor when to try again', async () => {
    renderForm();
    fillValid();
    answers.push(json(429, { error: 'Too many requests, please try again later' }, { 'retry-after': '120' }));
    await submit();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText(/Please try again in 2 minutes or contact us directly\./)).toBeTruthy();
    expect(input('first_name').value).toBe('Ada');
  });

  it('leaves the honeypot out of the request when people submit', async () => {
    renderForm();
    fillValid();
    answers.push(json(202, { accepted: true }));
    const honeypot = input('fax_number');
    await submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).not.toHaveProperty('honeypot');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
  });
});
