import { expect, test, type Page } from '@playwright/test';

// Design review 3, the open panel: on phones a bottom sheet over a scrim. page.clock drives the widget's timers (as in
// chat.spec.ts).

// Each test loads the site and waits out the lazy widget on a paused clock: on a shared, busy machine that runs close
// to the default 30 s.
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
