import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingLinkPlaceholder, chatFailureMessages, chatLimits, handoffPlaceholder, type ChatRequest } from '../../../../../contracts/chat.ts';
import { siteSettings } from '../../../site-settings.ts';
import { chatShownKey } from '../logic/chat-settings.ts';
import { chatOpeners } from '../logic/openers.ts';
import { chatDockIds } from '../../../components/chat-dock-ids.ts';
import { answer, fetchMock, flush, openChat, renderWidget, scrollPageTo, sendMessage } from './chat-widget-testing.tsx';

/** Below md: the media query matches and the header holds the chat's dock (its greeting slot and button place). */
function phoneHeader(): HTMLElement {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  const header = document.body.appendChild(document.createElement('header'));
  header.innerHTML = `<div id="${chatDockIds.greeting}"></div><div id="${chatDockIds.launcher}"></div>`;
  return header;
}

describe('ChatWidget', () => {
  it('starts closed with a labelled floating button, opens as a named dialog with focus in the input, and Esc closes it', async () => {
    await renderWidget();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openChat();
    const input = within(dialog).getByRole('textbox', { name: 'Your message' });
    expect(document.activeElement).toBe(input);
    expect(chatOpeners).toContain(within(dialog).getByRole('log').textContent?.replace(/^Assistant: /, ''));

    fireEvent.keyDown(input, { key: 'Escape' });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open chat assistant' }));
  });

  it('opens by itself after 8000 ms once per session', async () => {
    window.sessionStorage.clear();
    await renderWidget();
    expect(screen.queryByRole('dialog')).toBeNull();
    await flush(8000);
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(window.sessionStorage.getItem(chatShownKey)).toBe('true');
  });

  it('rotates the opener every 15000 ms while it is the only message', async () => {
    await renderWidget();
    const dialog = await openChat();
    const log = within(dialog).getByRole('log');
    const first = log.textContent;
    await flush(15_000);
    const second = log.textContent;
    expect(second).not.toBe(first);
    const firstIndex = chatOpeners.findIndex((o) => first?.endsWith(o));
    expect(second).toContain(chatOpeners[(firstIndex + 1) % chatOpeners.length]);
  });

  it('ignores a blank send', async () => {
    await renderWidget();
    const dialog = await openChat();
    await sendMessage('   ');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('log').children).toHaveLength(1);
  });

  it('disables the input while waiting, shows a filler, then the reply with booking buttons instead of the raw booking URL', async () => {
    answer(200, { reply: `You can book a strategy session here: ${bookingLinkPlaceholder}` });
    await renderWidget();
    const dialog = await openChat();
    await sendMessage('How do I book a call?');

    const input = within(dialog).getByRole('textbox', { name: 'Your message' });
    expect(input).toHaveProperty('disabled', true);
    expect(dialog.querySelector('[data-typing]')).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/chat');
    const body = JSON.parse(String(init?.body)) as ChatRequest;
    expect(body).toEqual({ message: 'How do I book a call?', history: [{ role: 'user', content: 'How do I book a call?' }] });

    // The filler shows for at least 2500 ms (the base), whatever the persona.
    await flush(2400);
    expect(dialog.querySelector('[data-typing]')).not.toBeNull();
    await flush(2600);
    expect(dialog.querySelector('[data-typing]')).toBeNull();
    expect(input).toHaveProperty('disabled', false);
    expect(within(dialog).getByText(`You can book a strategy session below.`, { exact: false })).toBeDefined();
    expect(within(dialog).queryByRole('link', { name: siteSettings.BOOKING_URL })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Book Strategy Session' }).getAttribute('href')).toBe(siteSettings.BOOKING_URL);
    expect(within(dialog).getByRole('link', { name: 'Fill Out Contact Form' }).getAttribute('href')).toBe('/contact');
  });

  it('sends the conversation so far with the next message', async () => {
    answer(200, { reply: 'First answer' });
    await renderWidget();
    await openChat();
    await sendMessage('First question');
    await flush(5000);
    await sendMessage('Second question');
    const body = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as ChatRequest;
    expect(body.history).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'First answer' },
      { role: 'user', content: 'Second question' },
    ]);
  });

  it('shows the apology with the support phone number when the call fails', async () => {
    answer(502, { error: 'The assistant is unavailable right now' });
    await renderWidget();
    const dialog = await openChat();
    await sendMessage('Hello?');
    await flush(5000);
    expect(within(dialog).getByText(chatFailureMessages.unavailable(siteSettings.SUPPORT_PHONE))).toBeDefined();
    expect(within(dialog).queryByRole('link', { name: 'Book Strategy Session' })).toBeNull();
  });

  it('says so when the reply is empty', async () => {
    answer(200, { reply: '' });
    await renderWidget();
    const dialog = await openChat();
    await sendMessage('Hello?');
    await flush(5000);
    expect(within(dialog).getByText(chatFailureMessages.empty)).toBeDefined();
  });

  it('renders a reply as text, never as HTML', async () => {
    answer(200, { reply: '<img src=x onerror="alert(1)"><b>bold</b>' });
    await renderWidget();
    const dialog = await openChat();
    await sendMessage('Hello?');
    await flush(5000);
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeDefined();
  });

  it('shows no booking buttons on a reply that does not offer booking, and links email and /contact', async () => {
    const email = 'team@example.com';
    answer(200, { reply: `Email ${email} or use the form at /contact.` });
    await renderWidget();
    const dialog = await openChat();
    await sendMessage('How do I reach you?');
    await flush(5000);
    expect(within(dialog).queryByRole('link', { name: 'Book Strategy Session' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(within(dialog).getByRole('link', { name: '/contact' }).getAttribute('href')).toBe('/contact');
  });

  it('counts characters near the limit and refuses to send an over-long message instead of cutting it', async () => {
    await renderWidget();
    const dialog = await openChat();
    const input = within(dialog).getByRole('textbox', { name: 'Your message' });
    fireEvent.change(input, { target: { value: 'x'.repeat(700) } });
    expect(within(dialog).queryByText(/\/ 1,000/)).toBeNull();
    fireEvent.change(input, { target: { value: 'x'.repeat(950) } });
    expect(within(dialog).getByText('950 / 1,000')).toBeDefined();
    fireEvent.change(input, { target: { value: 'x'.repeat(chatLimits.messageChars + 5) } });
    expect(within(dialog).getByText(/please shorten your message/)).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('below md sits in the header: opens by itself as a greeting hanging from the button, leaving the header\'s greeting slot (and so the brand) alone, without taking the focus; the panel on tap', async () => {
    window.sessionStorage.clear();
    const header = phoneHeader();
    await renderWidget();
    const dock = header.querySelector(`#${chatDockIds.launcher}`);
    expect(dock?.querySelector('button[aria-label="Open chat assistant"]')).not.toBeNull();
    await flush(8000);
    expect(screen.queryByRole('dialog')).toBeNull();
    const status = screen.getByRole('status');
    expect(dock?.contains(status)).toBe(true);
    // The header hides its brand while its greeting slot holds anything (site-header.module.css).
    expect(header.querySelector(`#${chatDockIds.greeting}`)?.childElementCount).toBe(0);
    expect(document.activeElement).toBe(document.body);
    const bubble = within(status).getAllByRole('button')[0] as HTMLElement;
    expect(chatOpeners).toContain(bubble.textContent);
    fireEvent.click(bubble);
    await flush();
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your message' }));
    header.remove();
  });

  it('below md, with its code arriving after the 8 s (a slow phone), still opens as the greeting, never the sheet', async () => {
    window.sessionStorage.clear();
    const header = phoneHeader();
    const now = vi.spyOn(performance, 'now').mockReturnValue(9_000);
    await renderWidget();
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(header.querySelector(`#${chatDockIds.launcher}`)?.contains(screen.getByRole('status'))).toBe(true);
    now.mockRestore();
    header.remove();
  });

  it('below md folds the greeting into the button with a dot when the visitor scrolls the page', async () => {
    window.sessionStorage.clear();
    const header = phoneHeader();
    await renderWidget();
    await flush(8000);
    expect(screen.getByRole('status')).toBeDefined();
    scrollPageTo(300);
    fireEvent.scroll(document);
    await flush();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open chat assistant' }).querySelector('span[aria-hidden]')).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
    header.remove();
  });

  it('on a wide screen opens by itself as the panel without taking the focus', async () => {
    window.sessionStorage.clear();
    await renderWidget();
    await flush(8000);
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(document.activeElement).toBe(document.body);
  });

  it('on a wide screen folds the automatic panel into the button with a dot when the visitor scrolls the page, moving no focus', async () => {
    window.sessionStorage.clear();
    await renderWidget();
    await flush(8000);
    expect(screen.getByRole('dialog')).toBeDefined();
    scrollPageTo(300);
    fireEvent.scroll(document);
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    const launcher = screen.getByRole('button', { name: 'Open chat assistant' });
    expect(launcher.querySelector('span[aria-hidden]')).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
    // The opener is still there, and still rotating, when the visitor comes back to it.
    fireEvent.click(launcher);
    await flush();
    expect(chatOpeners).toContain(screen.getByRole('log').textContent?.replace(/^Assistant: /, ''));
  });

  it('keeps the automatic panel once the visitor uses it, and a panel the visitor opened, when the page scrolls', async () => {
    window.sessionStorage.clear();
    await renderWidget();
    await flush(8000);
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Your message' }));
    scrollPageTo(300);
    fireEvent.scroll(document);
    fireEvent.pointerDown(document.body);
    await flush();
    expect(screen.getByRole('dialog')).toBeDefined();

    cleanup();
    window.sessionStorage.setItem(chatShownKey, 'true');
    await renderWidget();
    await openChat();
    scrollPageTo(600);
    fireEvent.scroll(document);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await flush();
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('passes the conversation to sales only when the visitor says yes, and says so only after a 202', async () => {
    fetchMock.mockImplementation(async (path) =>
      String(path) === '/api/chat-lead'
        ? new Response(JSON.stringify({ accepted: true }), { status: 202, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ reply: `I can pass this conversation to our sales team. ${handoffPlaceholder}` }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await renderWidget();
    const dialog = await openChat();
    await sendMessage('please contact me at dana@northwind.example');
    await flush(5000);
    expect(dialog.textContent).not.toContain(handoffPlaceholder);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('textbox', { name: 'Your email' })).toHaveProperty('value', 'dana@northwind.example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, send to sales' }));
    await flush();
    const [path, init] = fetchMock.mock.calls[1] ?? [];
    expect(path).toBe('/api/chat-lead');
    const body = JSON.parse(String(init?.body)) as { email: string; transcript: { role: string; content: string }[] };
    expect(body.email).toBe('dana@northwind.example');
    expect(body.transcript.map((e) => e.role)).toEqual(['user', 'assistant']);
    expect(within(dialog).getByRole('status').textContent).toContain('will reply to dana@northwind.example');
  });

  it('does not claim a handoff that failed', async () => {
    fetchMock.mockImplementation(async (path) =>
      String(path) === '/api/chat-lead'
        ? new Response(JSON.stringify({ error: 'Too many requests, please try again later' }), { status: 429, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ reply: `Shall I pass this on? ${handoffPlaceholder}` }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await renderWidget();
    const dialog = await openChat();
    await sendMessage('email me: dana@northwind.example');
    await flush(5000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, send to sales' }));
    await flush();
    expect(dialog.textContent).not.toMatch(/will reply to/);
    expect(dialog.textContent).toContain('We could not pass it on just now');
  });
});
