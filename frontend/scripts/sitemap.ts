import type { SitemapEntry } from '../../content/site-paths.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml for the public pages and posts; the admin page is deliberately absent. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${entry.path === '/' ? '/' : entry.path}`)}</loc>`;
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public is crawlable except the admin page and the API; points at the sitemap. */
export function robotsTxt(siteUrl: string, disallow: readonly string[]): string {
  return ['User-agent: *', ...disallow.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
