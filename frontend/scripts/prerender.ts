import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { adminPaths } from '../../content/routes.ts';
import { loadSiteSettings } from '../../settings/site-settings.ts';
import { colorSchemeScript } from '../src/lib/color-scheme-script.ts';
import { appModulesId, bootScriptFileName, bootScriptSource } from './boot-script.ts';
import { routeAssets, routeFilesById, routeIdMatches, type ViteManifest } from './route-assets.ts';
import { crawlerDisallowedPaths, sitemapEntries, sitePaths } from '../../content/site-paths.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

export const notFoundProbePath = '/__prerender-not-found__';

type RenderPage = (path: string) => Promise<{ html: string; statusCode: number }>;

/** The entry's hashed files, as Vite wrote them into its index.html. */
export interface EntryAssets {
  styles: string[];
  /** The entry module first, then the chunks it imports statically. */
  modules: string[];
}

export function entryAssets(viteIndexHtml: string): EntryAssets {
  const head = /<head>([\s\S]*?)<\/head>/.exec(viteIndexHtml)?.[1] ?? '';
  const href = (tag: string) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';
  const entry = head.match(/<script type="module"[^>]*><\/script>/g)?.map(href) ?? [];
  if (entry.length !== 1) throw new Error('Expected exactly one entry script in the Vite build output');
  return {
    styles: (head.match(/<link rel="stylesheet"[^>]*>/g) ?? []).map(href),
    modules: [...entry, ...(head.match(/<link rel="modulepreload"[^>]*>/g) ?? []).map(href)],
  };
}

/**
 * The CSP allows exactly one inline script, the theme script, by its hash (infra/edge/security-headers.ts): any other
 * inline script in a page would be blocked in the browser, and one that the server tree rendered but the client does
 * not (TanStack's scroll-restoration script) also breaks hydration. JSON-LD and the module list are data, not script.
 */
export function assertOnlyAllowedInlineScripts(path: string, html: string): void {
  for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || body === colorSchemeScript) continue;
    throw new Error(`Prerendered ${path} has an inline script the CSP would block: ${body.slice(0, 80)}...`);
  }
}

/**
 * Renders every site path (and the fallback page) to static HTML in `<dist>/site`, then writes sitemap.xml and
 * robots.txt. Each page's <head> starts with the theme script and the stylesheets (its route's included), and ends
 * with the list of modules that hydrate it and the boot script that loads them after the first paint.
 */
export async function prerender(dist: string): Promise<void> {
  const siteDir = join(dist, 'site');
  const outputFile = (path: string) => (path === '/' ? join(siteDir, 'index.html') : join(siteDir, path, 'index.html'));
  const { renderPage } = (await import(pathToFileURL(join(dist, 'server/entry-server.js')).href)) as { renderPage: RenderPage };
  const entry = entryAssets(await readFile(join(siteDir, 'index.html'), 'utf8'));
  // Vite's manifest maps route files to chunks; it is a build input here, not something to publish.
  const manifestDir = join(siteDir, '.vite');
  const manifest = JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8')) as ViteManifest;
  await rm(manifestDir, { recursive: true, force: true });
  const routeFiles = await routeFilesById(resolve(import.meta.dirname, '../src/route-tree.gen.ts'));
  const bootFile = bootScriptFileName();
  await writeFile(join(siteDir, bootFile), bootScriptSource);

  const finish = (html: string, path: string) => {
    const route = routeAssets(path, routeFiles, manifest);
    const styles = [...entry.styles, ...route.styles].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
    const modules = JSON.stringify([...entry.modules, ...route.modules]).replaceAll('<', '\\u003c');
    return html
      .replace('<head>', `<head><script>${colorSchemeScript}</script>${styles}`)
      .replace('</head>', `<script type="application/json" id="${appModulesId}">${modules}</script><script type="module" src="/${bootFile}"></script></head>`);
  };

  // The admin page is written in parallel with the rest; until its route exists it is left out rather than failing
  // everyone's build (a public page without a route still fails it).
  const unbuilt = adminPaths.filter((path) => ![...routeFiles.keys()].some((id) => routeIdMatches(id, path)));
  for (const path of unbuilt) console.warn(`prerender: no route for ${path} yet, skipped`);
  const pages: Array<{ path: string; file: string; expect: number }> = [
    ...sitePaths()
      .filter((path) => !(unbuilt as readonly string[]).includes(path))
      .map((path) => ({ path, file: outputFile(path), expect: 200 })),
    { path: notFoundProbePath, file: join(siteDir, '404.html'), expect: 404 },
  ];
  for (const page of pages) {
    const { html, statusCode } = await renderPage(page.path);
    if (statusCode !== page.expect) throw new Error(`Prerender of ${page.path} gave ${statusCode}, expected ${page.expect}`);
    const document = finish(html, page.path);
    assertOnlyAllowedInlineScripts(page.path, document);
    await mkdir(dirname(page.file), { recursive: true });
    await writeFile(page.file, document);
  }

  const { SITE_URL } = loadSiteSettings();
  await writeFile(join(siteDir, 'sitemap.xml'), sitemapXml(SITE_URL, sitemapEntries()));
  await writeFile(join(siteDir, 'robots.txt'), robotsTxt(SITE_URL, crawlerDisallowedPaths));
  console.log(`prerendered ${pages.length} pages, sitemap.xml and robots.txt into ${siteDir}`);
}
