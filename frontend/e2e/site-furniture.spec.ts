import { expect, test, type Page } from '@playwright/test';
import { footerColumns, navButton, navLinks } from '../../content/navigation.ts';
import { pageMeta } from '../../content/page-meta.ts';
import { loadSiteSettings } from '../../settings/site-settings.ts';

// The site-wide furniture (spec sections 2 and 4): navigation, drawer, footer, theme, toasts, booking popup,
// navigation behaviour, landing animation. Real browser against the prerendered build.

const settings = loadSiteSettings();
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** The page is prerendered: wait until React owns it before using anything that needs JavaScript. */
async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const header = (page: Page) => page.getByRole('banner').first();
const themeAttribute = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

test.describe('top navigation', () => {
  test.use({ viewport: desktop });

  test('shows the four links and Get Started, and never links to the admin page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(navLinks.map((link) => link.label));
    for (const link of navLinks) await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    await expect(header(page).getByRole('link', { name: navButton.label })).toHaveAttribute('href', navButton.to);
    await expect(header(page).getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
    await expect(page.locator('a[href*="lead-management"]')).toHaveCount(0);
  });

  test('turns translucent once the page has scrolled more than 10 px', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const bar = header(page);
    await expect(bar).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(bar).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(bar).toHaveAttribute('data-scrolled');
    const style = await bar.evaluate((element) => getComputedStyle(element));
    expect(style.backdropFilter).toContain('blur');
    // Computed as rgba(r, g, b, a) or color(srgb r g b / a), depending on how the browser resolves color-mix().
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    const alpha = Number(/\/\s*([\d.]+)\)$/.exec(background)?.[1] ?? /rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)/.exec(background)?.[1] ?? 1);
    expect(alpha).toBeGreaterThan(0);
    expect(alpha).toBeLessThan(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).not.toHaveAttribute('data-scrolled');
  });

  test('a navigation scrolls to the top, sets the title and moves focus to the new page; back restores the scroll', async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle(pageMeta['/pricing'].title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).toHaveTitle(pageMeta['/services'].title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 50);
  });

  test('the skip link is the first tab stop and jumps to the main content', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('drawer on small screens', () => {
  test.use({ viewport: phone });

  test('opens from the right with the links, works by keyboard and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const burger = header(page).getByRole('button', { name: 'Open navigation menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Close navigation menu' }).first()).toHaveAttribute('aria-expanded', 'true');
    const box = await drawer.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(phone.width);
    expect(box?.x ?? 0).toBeGreaterThan(0);
    const links = drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links).toHaveText(navLinks.map((link) => link.label));
    await expect(drawer.getByRole('link', { name: navButton.label })).toHaveAttribute('href', navButton.to);
    await expect(drawer.getByRole('radio', { name: 'Dark theme' })).toBeVisible();

    // Focus stays inside the open drawer; Escape closes it and gives focus back to the burger.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(drawer).toBeHidden();
    await expect(page).toHaveTitle(pageMeta['/services'].title);
  });
});

test.describe('footer', () => {
  test('has the three link columns and the current year', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
    await page.goto('/about');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    for (const column of footerColumns) {
      const nav = footer.getByRole('navigation', { name: column.title });
      await expect(nav.getByRole('heading', { name: column.title })).toBeVisible();
      await expect(nav.getByRole('link')).toHaveText(column.links.map((link) => link.label));
      for (const link of column.links) await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    // Prerendered at build time; after hydration the line shows the visitor's current year.
    await expect(footer).toContainText('© 2031 RevRebel, Inc. All rights reserved.');
  });
});

test.describe('theme', () => {
  test('is dark by default in the prerendered HTML and after hydration', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<html[^>]*data-mantine-color-scheme="dark"/);
    await page.goto('/');
    await hydrated(page);
    expect(await themeAttribute(page)).toBe('dark');
    await expect(page.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBeNull();
  });

  test('offers system, light and dark, stored under vite-ui-theme and applied before any script on reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await hydrated(page);
    const group = page.getByRole('group', { name: 'Color theme' }).first();
    await expect(group.getByRole('radio')).toHaveCount(3);

    await group.getByRole('radio', { name: 'Light theme' }).check();
    expect(await themeAttribute(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
    const body = await page.locator('body').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(body).toBe('rgb(255, 255, 255)');

    await group.getByRole('radio', { name: 'System theme' }).check();
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
    expect(await themeAttribute(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => themeAttribute(page)).toBe('dark');

    // No flash: with every script file blocked, only the inline theme script runs, and it already applies the choice.
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    expect(await themeAttribute(page)).toBe('light');
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'system'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await themeAttribute(page)).toBe('light');
    await page.unroute('**/*.js');

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('radio', { name: 'System theme' }).first()).toBeChecked();
  });

  test('follows a change made in another tab', async ({ context, page }) => {
    await page.goto('/');
    await hydrated(page);
    const other = await context.newPage();
    await other.goto('/pricing');
    await hydrated(other);
    await other.getByRole('radio', { name: 'Light theme' }).first().check();
    await expect.poll(() => themeAttribute(page)).toBe('light');
  });
});

test.describe('toasts', () => {
  test('F8 focuses the notification region; one toast at a time, gone after 5000 ms', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/blog/automation-disappointment');
    await hydrated(page);
    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toBeFocused();

    const copy = page.getByRole('main').getByRole('button', { name: 'Copy link' });
    const toast = region.locator('.mantine-Notification-root');
    // The page clock stands still from here, so only runFor moves it: on a loaded machine the real seconds between
    // the click and the checks would otherwise count towards the toast's 5 s.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await copy.click();
    // The toast renderer loads on first use (real time); the page clock moves in small steps until the toast is up.
    await expect.poll(async () => (await page.clock.runFor(50), toast.count()), { timeout: 15_000 }).toBe(1);
    await expect(toast).toContainText('Link copied');
    await page.clock.runFor(3800);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1700);
    await expect(toast).toHaveCount(0);
    await page.clock.resume();

    // At most one at a time; F8 takes the keyboard to it (and a focused toast waits for the reader).
    await copy.click();
    await copy.click();
    await expect(toast).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect(toast).toBeFocused();
  });
});

test.describe('booking popup', () => {
  test.use({ viewport: desktop });

  test('opens the scheduler centred at 1000 x 680 without browser chrome', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: Array<{ url: string; name: string; features: string }> = [];
      Object.assign(window, { __openCalls: calls });
      window.open = ((url?: string | URL, name?: string, features?: string) => {
        calls.push({ url: String(url), name: name ?? '', features: features ?? '' });
        return { closed: false, opener: window } as unknown as Window;
      }) as typeof window.open;
    });
    await page.goto('/');
    await hydrated(page);
    const pagesBefore = page.context().pages().length;
    await page.getByRole('main').getByRole('link', { name: 'Book Strategy Session' }).first().click();
    const calls = await page.evaluate(() => (window as unknown as { __openCalls: Array<{ url: string; features: string }> }).__openCalls);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(settings.BOOKING_URL);
    const features = Object.fromEntries((calls[0]?.features ?? '').split(',').map((pair) => pair.split('=') as [string, string]));
    expect(features).toMatchObject({ width: '1000', height: '680', toolbar: 'no', scrollbars: 'no', status: 'no', menubar: 'no', resizable: 'no' });
    const screen = await page.evaluate(() => ({ x: window.screenX, y: window.screenY, width: window.outerWidth, height: window.outerHeight }));
    expect(Number(features.left)).toBe(Math.round(screen.x + Math.max(0, (screen.width - 1000) / 2)));
    expect(Number(features.top)).toBe(Math.round(screen.y + Math.max(0, (screen.height - 680) / 2)));
    expect(page.context().pages()).toHaveLength(pagesBefore);
    await expect(page).toHaveURL(/\/$/);
  });

  test('falls back to a normal link when the popup is blocked', async ({ page, context }) => {
    await context.route(`${new URL(settings.BOOKING_URL).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Scheduler</title>' }));
    await page.addInitScript(() => {
      window.open = (() => null) as typeof window.open;
    });
    await page.goto('/');
    await hydrated(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('main').getByRole('link', { name: 'Book Strategy Session' }).first().click();
    expect((await popup).url()).toBe(settings.BOOKING_URL);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('landing cards', () => {
  test.use({ viewport: desktop });

  test('fade in once when scrolled into view', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await hydrated(page);
    const below = page.locator('[data-reveal="hidden"]').first();
    await expect(below).toHaveCSS('opacity', '0');
    const id = await below.evaluate((element) => {
      element.id ||= 'reveal-under-test';
      return element.id;
    });
    const card = page.locator(`#${id}`);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-reveal', 'shown');
    await expect(card).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(card).toHaveAttribute('data-reveal', 'shown');
  });

  test('do not move at all under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('[data-reveal]').first()).toBeAttached();
    await expect(page.locator('[data-reveal]:not([data-reveal="static"])')).toHaveCount(0);
  });
});

test.describe('fallback page', () => {
  test('an unknown path answers 404 with the fallback page, its own title and noindex', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page).toHaveTitle('404 Page Not Found | RevRebel');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  });
});

test.describe('first load of /', () => {
  test('leaves the chat widget, the admin page and the toast renderer out of what hydrates the page', async ({ page }) => {
    // The scripts loaded at the moment React marks the page hydrated (the <html> present when this runs is replaced).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        const loaded = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
        Object.assign(window, { __scriptsAtHydration: loaded.map((entry) => entry.name) });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto('/');
    await page.waitForFunction(() => '__scriptsAtHydration' in window);
    const loaded = await page.evaluate(() => (window as unknown as { __scriptsAtHydration: string[] }).__scriptsAtHydration);
    expect(loaded.length).toBeGreaterThan(1);
    const code = (await Promise.all(loaded.map(async (url) => (await page.request.get(url)).text()))).join('\n');
    expect(code).toContain('data-hydrated');
    expect(code).not.toContain('Dismiss chat greeting'); // chat widget ('Your message' is also the contact form's confirmation copy)
    expect(code).not.toContain('Airtable Records'); // admin page
    expect(code).not.toContain('Enter the admin token'); // admin page
    expect(code).not.toContain('@mantine/notifications/Notifications'); // Mantine's toast renderer
  });

  test('the page paints before its JavaScript starts loading', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN;
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js') && !/\/boot-/.test(entry.name));
      return { paint, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
    });
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint);
  });
});
