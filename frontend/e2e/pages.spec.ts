import { expect, test } from '@playwright/test';
import { publicPaths, staticPaths } from '../../content/routes.ts';
import { main } from './page-locators.ts';

// What every page has (one h1, headings in order, a title, no admin link), and what holds before and after hydration.
// Each route's own content is in pages-what-we-do, pages-buying and pages-company.spec.ts.

test.describe('every public page', () => {
  for (const path of staticPaths) {
    test(`${path} has one h1, no skipped heading levels, a title and no link to the admin page or the fallback page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/RevRebel/);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);

      const levels = await main(page)
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
      for (let index = 1; index < levels.length; index++) {
        expect(levels[index]! - levels[index - 1]!, `heading ${index} on ${path}: ${levels.join(',')}`).toBeLessThanOrEqual(1);
      }

      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const known = new Set<string>(publicPaths());
      for (const href of hrefs) {
        const target = href.split('#')[0]!.split('?')[0]!;
        expect(known.has(target), `${path} links to ${href}`).toBe(true);
      }
    });
  }
});

// CI once clicked 'Send Message Instead' before the page had hydrated: the browser's own jump scrolled to the form but left
// the focus behind. The anchor targets are focusable in the prerendered HTML, so the jump moves the focus with or without JS.
test.describe('before the page hydrates', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, label] of [['/get-started', 'Send Message Instead'], ['/contact', 'Fill Out the Form']] as const) {
    test(`${path}: '${label}' moves the view and the focus to the form`, async ({ page }) => {
      await page.goto(path);
      const formSection = page.locator('section#contact-form');
      await main(page).getByRole('link', { name: label }).click();
      await expect(formSection).toBeInViewport();
      await expect(formSection).toBeFocused();
    });
  }
});

// CI once lost a click on the blog's featured card: the page had been scrolled to the card before it hydrated, and the
// router's first render put the window back at the top, so the click landed on what moved under it.
test('a place scrolled to before the page hydrates is kept when it does', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/blog', { waitUntil: 'domcontentloaded' });
  const featuredLink = main(page).locator('[data-featured-post]').getByRole('link').first();
  await featuredLink.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect.poll(() => page.evaluate(() => window.scrollY), { intervals: [100, 100, 100, 200] }).toBe(scrolled);
  await featuredLink.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
});

test('pages hydrate without errors and client navigation keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/services');
  await main(page).getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/get-started$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Your GTM Transformation');
  await page.goto('/pricing');
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Transparent Pricing');
  expect(errors).toEqual([]);
});
