import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminPaths, publicPaths } from '../../content/routes.ts';
import { loadSiteSettings } from '../../settings/site-settings.ts';

// No internal link leads nowhere: a crawl from / over the prerendered pages, following every same-site href.

const siteOrigin = new URL(loadSiteSettings().SITE_URL).origin;
const fallbackMarker = '404 Page Not Found';

/** Same-site targets of <a href> and <link href> in a page; absolute URLs on SITE_URL count as internal. */
function internalHrefs(html: string): { pages: string[]; resources: string[] } {
  const internal = (href: string) => {
    const decoded = href.replaceAll('&amp;', '&');
    if (decoded.startsWith('/') && !decoded.startsWith('//')) return decoded;
    if (decoded.startsWith(`${siteOrigin}/`) || decoded === siteOrigin) return decoded.slice(siteOrigin.length) || '/';
    return undefined;
  };
  const pages = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => internal(match[1] ?? '')).filter((href) => href !== undefined);
  const resources = [...html.matchAll(/<link\s[^>]*?href="([^"]*)"/g)]
    .filter((match) => !/rel="canonical"/.test(match[0]))
    .map((match) => internal(match[1] ?? ''))
    .filter((href) => href !== undefined);
  return { pages, resources };
}

async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

test('a crawl from / finds every public page and no dead link', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  const queue: Array<{ path: string; from: string }> = [{ path: '/', from: '(start)' }];
  const anchors: Array<{ path: string; id: string; from: string }> = [];
  const resources = new Map<string, string>();
  const problems: string[] = [];

  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || pages.has(next.path)) continue;
    const { status, html } = await fetchPage(request, next.path);
    pages.set(next.path, html);
    if (status !== 200) problems.push(`${next.from} -> ${next.path}: HTTP ${status}`);
    if (html.includes(fallbackMarker)) problems.push(`${next.from} -> ${next.path}: the fallback page`);
    const links = internalHrefs(html);
    for (const href of links.pages) {
      const target = new URL(href, 'http://site');
      // The feed is a linked document, not a page: checked like the other resources (answers 200), not crawled.
      if (target.pathname.endsWith('.xml')) {
        resources.set(target.pathname, next.path);
        continue;
      }
      if (adminPaths.some((admin) => target.pathname.startsWith(admin))) problems.push(`${next.path} links to the admin page (${href})`);
      if (target.hash.length > 1) anchors.push({ path: target.pathname, id: decodeURIComponent(target.hash.slice(1)), from: next.path });
      queue.push({ path: target.pathname, from: next.path });
    }
    for (const href of links.resources) resources.set(new URL(href, 'http://site').pathname, next.path);
  }

  for (const { path, id, from } of anchors) {
    const html = pages.get(path) ?? '';
    if (!html.includes(`id="${id}"`)) problems.push(`${from} links to ${path}#${id}, which has no element with that id`);
  }
  for (const [path, from] of resources) {
    const response = await request.get(path);
    if (response.status() !== 200) problems.push(`${from} references ${path}: HTTP ${response.status()}`);
  }

  expect(problems).toEqual([]);
  expect([...pages.keys()].sort()).toEqual([...publicPaths()].sort());
});

test('links that appear only after hydration and scrolling lead to real pages too', async ({ page, request }) => {
  const known = new Set<string>(publicPaths());
  for (const path of ['/', '/contact', '/get-started', '/blog']) {
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Deferred sections load as they come into view.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs.filter((value) => value.startsWith('/') && !value.startsWith('//'))) {
      const target = new URL(href, 'http://site').pathname;
      expect(known.has(target), `${path} links to ${href}`).toBe(true);
      expect((await fetchPage(request, target)).status).toBe(200);
    }
  }
});
