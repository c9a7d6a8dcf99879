import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { suggestedQuestions } from '../src/features/chat/logic/suggested-questions.ts';
import { loadSiteSettings } from '../../settings/site-settings.ts';

// Design review 3, the open panel: the suggested questions under the opener (keyboard, axe, sent as the visitor's
// message), a panel that grows with its conversation, and on phones a bottom sheet over a scrim. The local stack
// answers offline; page.clock drives the widget's timers (as in chat.spec.ts).

const { BOOKING_URL } = loadSiteSettings();

// Each test loads the site, waits out the lazy widget on a paused clock and talks to the local stack (axe: a full scan):
// on a shared, busy machine that runs close to the default 30 s.
test.slow();

/** Loads `/` with a paused clock and the session marked as shown (no automatic opening), and opens the chat. */
async function openChat(page: Page) {
  const start = new Date();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.addInitScript(() => window.sessionStorage.setItem('chatShown', 'true'));
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Open chat assistant' });
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(launcher).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 15_000 });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: /Assistant$/ });
  await expect(dialog.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  return dialog;
}

test('the suggested questions under the opener are reached by keyboard, send the visitor message and go; the panel grows with the conversation', async ({ page }) => {
  const dialog = await openChat(page);
  const questions = dialog.getByRole('group', { name: 'Suggested questions' });
  await expect(questions.getByRole('button')).toHaveText([...suggestedQuestions]);
  const before = (await dialog.boundingBox())?.height ?? 0;
  // From the field, one step back is the last suggestion (booking): Enter sends it.
  await page.keyboard.press('Shift+Tab');
  const booking = suggestedQuestions.at(-1) as string;
  await expect(questions.getByRole('button', { name: booking })).toBeFocused();
  const response = page.waitForResponse((r) => r.url().endsWith('/api/chat'));
  await page.keyboard.press('Enter');
  expect((await response).status()).toBe(200);
  await expect(dialog.getByRole('log').locator('[data-sender="user"]')).toHaveText(`You: ${booking}`);
  await expect(questions).toHaveCount(0);
  await page.clock.runFor(6000);
  await expect(dialog.locator('[data-typing]')).toHaveCount(0);
  const reply = dialog.getByRole('log').locator('[data-sender="assistant"]').last();
  await expect(reply.getByRole('link', { name: 'Book Strategy Session' })).toHaveAttribute('href', BOOKING_URL);
  // The focus came back to the field; the panel grew with the reply, up to its maximum height.
  await expect(dialog.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  const after = (await dialog.boundingBox())?.height ?? 0;
  expect(after).toBeGreaterThan(before);
  expect(after).toBeLessThanOrEqual(560);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the panel with its suggested questions has no accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
    await openChat(page);
    // axe schedules its own work on timers.
    await page.clock.resume();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('on a phone the open panel is a bottom sheet over a scrim that sets the page back; a tap on the scrim closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openChat(page);
  const box = (await dialog.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(box.y + box.height).toBe(844);
  expect(box.height).toBeLessThan(844 / 2);
  // Above the sheet the page is behind the scrim: what a tap there meets is neither the page nor its header.
  expect(await page.evaluate(() => document.elementFromPoint(195, 120)?.closest('main, [data-site-header]') ?? null)).toBeNull();
  await expect(dialog.getByRole('button', { name: 'Close chat' })).toBeVisible();
  await page.mouse.click(195, 120);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeFocused();
});
