import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminPaths, publicPaths } from '../../content/routes.ts';

// axe-core on every route in both themes: no violations of any rule axe runs by default (WCAG A/AA and best practices).

const themes = ['dark', 'light'] as const;
const routes = [...publicPaths(), ...adminPaths, '/no-such-page'];

async function prepare(page: Page, theme: (typeof themes)[number]) {
  // Cards fade in on scroll; under reduced motion they are simply there, so axe sees final colours.
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
  await page.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
}

async function settle(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Sections that load as they come into view are part of the page too.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * axe with its default rules, run in the page itself (axe.run). The builder's default splits the run into per-frame
 * parts and finishes it in a second, blank page it opens for every scan (a renderer process each time): that exists
 * for cross-origin iframes, which no route has (asserted), and it doubled the time of each scan. Every rule still runs;
 * `resultTypes` only spares describing each passing node (selectors, HTML) when the test reads the violations alone, a
 * third of what was left. Both were checked on every route in both themes: the same violations, node for node.
 */
async function scan(page: Page) {
  expect(page.frames(), 'frames on the page (the in-page run does not reach cross-origin frames)').toHaveLength(1);
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/**
 * The other theme on the same page: the app's own cross-tab path (a storage event for the theme key, which Mantine's
 * manager follows), so one load and one scroll serve both scans. Loading every route twice took half the spec's time.
 */
async function switchTheme(page: Page, theme: (typeof themes)[number]) {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
  await page.evaluate((value) => {
    window.localStorage.setItem('vite-ui-theme', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'vite-ui-theme', newValue: value }));
  }, theme);
  await page.locator(`html[data-mantine-color-scheme="${theme}"]`).waitFor({ state: 'attached' });
}

for (const path of routes) {
  test(`${path} has no axe violations in either theme`, async ({ page }) => {
    test.setTimeout(60_000);
    await prepare(page, themes[0]);
    await page.goto(path);
    await settle(page);
    for (const theme of themes) {
      if (theme !== themes[0]) await switchTheme(page, theme);
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(theme);
      const results = await scan(page);
      expect(describeViolations(results.violations), `${theme} theme`).toEqual([]);
    }
  });
}

for (const theme of themes) {
  test(`the open mobile menu has no axe violations in the ${theme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepare(page, theme);
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const results = await scan(page);
    expect(describeViolations(results.violations)).toEqual([]);
  });
}
