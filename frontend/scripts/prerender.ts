import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { colorSchemeScript } from '../src/lib/color-scheme-script.ts';
import { sitePaths } from './site-paths.ts';

export const notFoundProbePath = '/__prerender-not-found__';

type RenderPage = (path: string) => Promise<{ html: string; statusCode: number }>;

/** The hashed entry script, preloads and stylesheets Vite wrote into its index.html. */
function assetTags(viteIndexHtml: string): string {
  const head = /<head>([\s\S]*?)<\/head>/.exec(viteIndexHtml)?.[1] ?? '';
  const tags = head.match(/<script type="module"[^>]*><\/script>|<link rel="(?:stylesheet|modulepreload)"[^>]*>/g) ?? [];
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('No entry script in the Vite build output');
  return tags.join('');
}

/** Renders every public path (and the fallback page) to static HTML in `<dist>/site`. */
export async function prerender(dist: string): Promise<void> {
  const siteDir = join(dist, 'site');
  const outputFile = (path: string) => (path === '/' ? join(siteDir, 'index.html') : join(siteDir, path, 'index.html'));
  const { renderPage } = (await import(pathToFileURL(join(dist, 'server/entry-server.js')).href)) as { renderPage: RenderPage };
  const tags = assetTags(await readFile(join(siteDir, 'index.html'), 'utf8'));
  // The theme script goes first in <head> so the right colors apply before anything paints.
  const finish = (html: string) => html.replace('<head>', `<head><script>${colorSchemeScript}</script>`).replace('</head>', `${tags}</head>`);

  const pages: Array<{ path: string; file: string; expect: number }> = [
    ...sitePaths().map((path) => ({ path, file: outputFile(path), expect: 200 })),
    { path: notFoundProbePath, file: join(siteDir, '404.html'), expect: 404 },
  ];
  for (const page of pages) {
    const { html, statusCode } = await renderPage(page.path);
    if (statusCode !== page.expect) throw new Error(`Prerender of ${page.path} gave ${statusCode}, expected ${page.expect}`);
    await mkdir(dirname(page.file), { recursive: true });
    await writeFile(page.file, finish(html));
  }
  console.log(`prerendered ${pages.length} pages into ${siteDir}`);
}
