import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { auditEngagement } from '../../content/engagements.ts';
import { chatOpeners } from '../src/features/chat/logic/openers.ts';
import { loadSiteSettings } from '../../settings/site-settings.ts';

// The chat widget against the real local stack, which runs without OPENAI_API_KEY: the offline assistant answers.
// page.clock drives the widget's timers (lazy load on idle, auto-open, opener rotation, filler time).

const { BOOKING_URL } = loadSiteSettings();

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const dialog = page.getByRole('dialog', { name: /Assistant$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A paused fake clock: the page's timers fire only when the test advances it. */
async function pauseClock(page: Page) {
  // Today: a different year would change the prerendered footer and fail hydration.
  const start = new Date();
  await page.clock.install({ time: start });
  // Far enough ahead that real time elapsed since install() cannot overtake it.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/**
 * Advances the clock in small steps until the widget has loaded: hydration runs in real time, and the widget
 * loads when the browser is idle, at the latest 3 s (fake time) after hydration. Returns the fake time spent.
 */
async function waitForWidget(page: Page): Promise<number> {
  let spent = 0;
  await expect(async () => {
    await page.clock.runFor(250);
    spent += 250;
    await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 15_000 });
  return spent;
}

/** Loads `/` with a paused clock, lets the widget load (browser idle) and marks the session so it does not auto-open. */
async function loadWithChatShown(page: Page) {
  await pauseClock(page);
  await page.addInitScript(() => window.sessionStorage.setItem('chatShown', 'true'));
  await page.goto('/');
  await waitForWidget(page);
}

test('the chat opens by itself about 8 s after load, once per session', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/');
  const spent = await waitForWidget(page);
  expect(spent).toBeLessThan(7000);
  await page.clock.runFor(7500 - spent);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(1000);
  const dialog = page.getByRole('dialog', { name: /Assistant$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your message' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeFocused();

  // Same browser session: no second automatic opening.
  await page.reload();
  await waitForWidget(page);
  await page.clock.runFor(20_000);
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the opener rotates every 15 s while it is the only message', async ({ page }) => {
  await loadWithChatShown(page);
  const dialog = await openChat(page);
  const log = dialog.getByRole('log');
  const first = (await log.textContent()) ?? '';
  const index = chatOpeners.findIndex((o) => first.endsWith(o));
  expect(index).toBeGreaterThanOrEqual(0);
  await page.clock.runFor(15_000);
  await expect(log).toContainText(chatOpeners[(index + 1) % chatOpeners.length] as string);
  await page.clock.runFor(15_000);
  await expect(log).toContainText(chatOpeners[(index + 2) % chatOpeners.length] as string);
});

test('a blank message is ignored', async ({ page }) => {
  const chatCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat')) chatCalls.push(request.url());
  });
  await loadWithChatShown(page);
  const dialog = await openChat(page);
  const input = dialog.getByRole('textbox', { name: 'Your message' });
  await input.fill('    ');
  await input.press('Enter');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await page.clock.runFor(6000);
  await expect(dialog.getByRole('log').locator(':scope > *')).toHaveCount(1);
  expect(chatCalls).toEqual([]);
});

test('a pricing question is answered offline with the real price, the input disabled while waiting', async ({ page }) => {
  await loadWithChatShown(page);
  // Errors from here on are the chat's (the page's own load is the foundation spec's concern).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const dialog = await openChat(page);
  const input = dialog.getByRole('textbox', { name: 'Your message' });
  await input.fill('How much does the GTM audit cost?');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/chat'));
  await input.press('Enter');

  await expect(input).toBeDisabled();
  await expect(dialog.locator('[data-typing]')).toBeVisible();
  expect((await response).status()).toBe(200);
  // The answer arrived, but the filler shows for its time first.
  await expect(input).toBeDisabled();

  await page.clock.runFor(5000);
  await expect(dialog.locator('[data-typing]')).toHaveCount(0);
  await expect(input).toBeEnabled();
  const reply = dialog.getByRole('log').locator('[data-sender="assistant"]').last();
  await expect(reply).toContainText(`${auditEngagement.price.shortLabel} (${auditEngagement.price.label}) one-time`);
  await expect(reply).toContainText(auditEngagement.title);
  expect(errors).toEqual([]);
});

test('a booking reply carries the booking buttons and the booking link', async ({ page, context }) => {
  await context.route(`${new URL(BOOKING_URL).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Scheduler</title>' }));
  await loadWithChatShown(page);
  const dialog = await openChat(page);
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('How do I book a strategy session?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await page.clock.runFor(5000);

  const reply = dialog.getByRole('log').locator('[data-sender="assistant"]').last();
  const book = reply.getByRole('link', { name: 'Book Strategy Session' });
  await expect(book).toHaveAttribute('href', BOOKING_URL);
  await expect(reply.getByRole('link', { name: BOOKING_URL })).toBeVisible();
  await expect(reply).not.toContainText('{{BOOKING_LINK}}');

  const popup = page.waitForEvent('popup');
  await book.click();
  expect((await popup).url()).toBe(BOOKING_URL);

  await reply.getByRole('link', { name: 'Fill Out Contact Form' }).click();
  await expect(page).toHaveURL(/\/contact\/?$/);
  // Client-side navigation keeps the conversation.
  await expect(dialog.getByRole('log')).toContainText('How do I book a strategy session?');
});

test('the open chat panel has no accessibility violations and is 400 px wide', async ({ page }) => {
  await loadWithChatShown(page);
  const dialog = await openChat(page);
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Where are you located?');
  await dialog.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await page.clock.runFor(5000);
  await expect(dialog.locator('[data-sender="assistant"]').last()).toContainText('Santa Cruz');
  expect((await dialog.boundingBox())?.width).toBe(400);
  // axe schedules its own work on timers.
  await page.clock.resume();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('on a phone the panel spans the full width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await loadWithChatShown(page);
  const dialog = await openChat(page);
  expect((await dialog.boundingBox())?.width).toBe(375);
});
