import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSiteSettings } from '../../settings/site-settings.ts';
import { colorSchemeScript } from '../src/lib/color-scheme-script.ts';
import { JSDOM } from 'jsdom';
import { appModulesId } from '../src/boot/load-app.ts';
import { pageAssetsFileName } from './route-assets-plugin.ts';
import { pageAssets, type Assets, type PageAssetsManifest } from './route-assets.ts';
import { crawlerDisallowedPaths, sitemapEntries, sitePaths } from '../../content/site-paths.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

export const notFoundProbePath = '/__prerender-not-found__';

type RenderPage = (path: string) => Promise<{ html: string; statusCode: number; routeIds: string[]; islands: string[] }>;

/**
 * The CSP allows exactly one inline script, the theme script, by its hash (infra/edge/security-headers.ts): any other
 * inline script in a page would be blocked in the browser, and one that the server tree rendered but the client does
 * not (TanStack's scroll-restoration script) also breaks hydration. JSON-LD and the module list are data, not script.
 */
export function assertOnlyAllowedInlineScripts(path: string, html: string): void {
  for (const script of new JSDOM(html).window.document.querySelectorAll('script')) {
    const type = script.getAttribute('type');
    if (script.hasAttribute('src') || type === 'application/json' || type === 'application/ld+json' || script.textContent === colorSchemeScript) continue;
    throw new Error(`Prerendered ${path} has an inline script the CSP would block: ${script.textContent.slice(0, 80)}...`);
  }
}

/**
 * Puts a rendered page's assets in place: the theme script and the stylesheets first in <head> (its routes' included),
 * and at its end the list of modules that hydrate it and the boot script that loads them after the first paint.
 */
export function finishPage(html: string, assets: Assets, bootFile: string, path = 'a page'): string {
  const styles = assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const modules = JSON.stringify(assets.modules).replaceAll('<', '\\u003c');
  if (!html.includes('<head>') || !html.includes('</head>')) throw new Error(`Prerender of ${path} gave no document (a redirect?)`);
  return html
    .replace('<head>', `<head><script>${colorSchemeScript}</script>${styles}`)
    .replace('</head>', `<script type="application/json" id="${appModulesId}">${modules}</script><script type="module" src="/${bootFile}"></script></head>`);
}

/**
 * Renders every site path (and the fallback page) to static HTML in `<dist>/site`, then writes sitemap.xml and
 * robots.txt. A path whose route is missing renders the fallback (404) and fails the build, naming the path.
 */
export async function prerender(dist: string, bootFile: string): Promise<void> {
  const siteDir = join(dist, 'site');
  const outputFile = (path: string) => (path === '/' ? join(siteDir, 'index.html') : join(siteDir, path, 'index.html'));
  const { renderPage } = (await import(pathToFileURL(join(dist, 'server/entry-server.js')).href)) as { renderPage: RenderPage };
  // Written by the client build (route-assets-plugin.ts); a build input here, not something to publish.
  const manifest = JSON.parse(await readFile(join(siteDir, pageAssetsFileName), 'utf8')) as PageAssetsManifest;
  await rm(join(siteDir, dirname(pageAssetsFileName)), { recursive: true, force: true });

  const pages: Array<{ path: string; file: string; expect: number }> = [
    ...sitePaths().map((path) => ({ path, file: outputFile(path), expect: 200 })),
    { path: notFoundProbePath, file: join(siteDir, '404.html'), expect: 404 },
  ];
  for (const page of pages) {
    const { html, statusCode, routeIds, islands } = await renderPage(page.path);
    if (statusCode !== page.expect) throw new Error(`Prerender of ${page.path} gave ${statusCode}, expected ${page.expect}`);
    const document = finishPage(html, pageAssets(manifest, routeIds, islands), bootFile, page.path);
    assertOnlyAllowedInlineScripts(page.path, document);
    await mkdir(dirname(page.file), { recursive: true });
    await writeFile(page.file, document);
  }

  const { SITE_URL } = loadSiteSettings();
  await writeFile(join(siteDir, 'sitemap.xml'), sitemapXml(SITE_URL, sitemapEntries()));
  await writeFile(join(siteDir, 'robots.txt'), robotsTxt(SITE_URL, crawlerDisallowedPaths));
  console.log(`prerendered ${pages.length} pages, sitemap.xml and robots.txt into ${siteDir}`);
}
