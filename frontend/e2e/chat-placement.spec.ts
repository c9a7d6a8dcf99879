import { expect, test, type Page } from '@playwright/test';

// Issue 22 item 1: the chat never covers what a visitor came for. On phones no visible button, link or field of the page
// has the chat (button, greeting or panel) over it, at any scroll position, before and after the automatic opening;
// that opening never takes the focus; the staff page has no chat. page.clock drives the widget's timers. Below md the
// button and greeting sit in the header (features/chat/components/chat-dock.ts).

const launcher = (page: Page) => page.getByRole('button', { name: 'Open chat assistant' });

async function loadWithPausedClock(page: Page, path: string) {
  const start = new Date();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.goto(path);
}

/** Runs the page clock in small steps until the widget has loaded; returns the fake time spent. */
async function waitForWidget(page: Page): Promise<number> {
  let spent = 0;
  await expect(async () => {
    await page.clock.runFor(250);
    spent += 250;
    await expect(launcher(page)).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 15_000 });
  return spent;
}

/**
 * Scrolls the page from top to bottom in steps of a third of the viewport; at each position lists every button, link
 * or field of `main` whose visible part (below the fixed header, inside the viewport) the chat overlaps, by boxes and
 * by hit-testing the middle of that visible part.
 */
async function coveredControls(page: Page, { topOnly = false } = {}): Promise<string[]> {
  return page.evaluate((topOnly) => {
    const found = new Set<string>();
    // Found by role and name, as a visitor's tools would, not by anything the widget marks for this test.
    const chatParts = () =>
      [
        ...document.querySelectorAll<HTMLElement>('button[aria-label="Open chat assistant"], [role="dialog"]'),
        ...[...document.querySelectorAll<HTMLElement>('button[aria-label="Dismiss chat greeting"]')].map((dismiss) => dismiss.closest<HTMLElement>('[role="status"]')),
      ].filter((part): part is HTMLElement => part !== null);
    const selector = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
    const step = Math.round(window.innerHeight / 3);
    for (let y = 0; ; y += step) {
      // Layout is read synchronously (getBoundingClientRect); the paused clock holds animation frames.
      window.scrollTo(0, y);
      const top = document.querySelector('[data-site-header]')?.getBoundingClientRect().bottom ?? 0;
      const parts = chatParts().map((part) => part.getBoundingClientRect());
      for (const element of document.querySelector('main')?.querySelectorAll<HTMLElement>(selector) ?? []) {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
        const visible = { left: Math.max(rect.left, 0), right: Math.min(rect.right, window.innerWidth), top: Math.max(rect.top, top), bottom: Math.min(rect.bottom, window.innerHeight) };
        if (visible.right <= visible.left || visible.bottom <= visible.top) continue;
        const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" at scroll ${window.scrollY}`;
        const overlaps = parts.some((part) => part.left < visible.right && part.right > visible.left && part.top < visible.bottom && part.bottom > visible.top);
        const hit = document.elementFromPoint((visible.left + visible.right) / 2, (visible.top + visible.bottom) / 2);
        if (overlaps || (hit && chatParts().some((part) => part.contains(hit)))) found.add(name);
      }
      if (topOnly || window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1 || y > 40_000) break;
    }
    window.scrollTo(0, 0);
    return [...found];
  }, topOnly);
}

for (const width of [360, 390]) {
  for (const path of ['/', '/contact', '/pricing', '/get-started']) {
    test(`at ${width} px on ${path} the chat covers no control, before and after it opens by itself, and takes no focus`, async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      await loadWithPausedClock(page, path);
      const spent = await waitForWidget(page);
      expect(await coveredControls(page)).toEqual([]);

      await page.clock.runFor(8500 - spent);
      const greeting = page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Dismiss chat greeting' }) });
      await expect(greeting).toBeVisible();
      expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(true);
      expect(await coveredControls(page)).toEqual([]);

      // A tap on the greeting opens the panel, and then the visitor types straight away.
      await greeting.getByRole('button').first().click();
      await expect(page.getByRole('dialog', { name: /Assistant$/ }).getByRole('textbox', { name: 'Your message' })).toBeFocused();
    });
  }
}

test('at 1440 px the automatic opening covers none of the hero calls to action and takes no focus', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loadWithPausedClock(page, '/');
  const spent = await waitForWidget(page);
  await page.clock.runFor(8500 - spent);
  await expect(page.locator('[data-chat-part="greeting"], [role="dialog"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(true);
  // The panel floats beside the hero; further down the visitor closes it or reads past it.
  expect(await coveredControls(page, { topOnly: true })).toEqual([]);
});

test('the staff page has no chat', async ({ page }) => {
  await loadWithPausedClock(page, '/lead-management');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  for (let i = 0; i < 48; i += 1) await page.clock.runFor(250);
  await expect(launcher(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-chat-part]')).toHaveCount(0);
});
