import { expect, test, type Page } from '@playwright/test';
import { blogPosts } from '../../content/blog-posts.ts';
import { blogPostPath } from '../../content/blog-slugs.ts';
import { engagements } from '../../content/engagements.ts';
import { pricingFaq } from '../../content/plans.ts';
import { adminPaths, publicPaths, staticPaths } from '../../content/routes.ts';
import { socialImagePath } from '../../content/social-images.ts';
import { loadSiteSettings } from '../../settings/site-settings.ts';

// What search engines and link previews get: the prerendered HTML (JavaScript off, so nothing here depends on it),
// sitemap.xml, robots.txt and the social image.

const siteUrl = loadSiteSettings().SITE_URL;
const url = (path: string) => `${siteUrl}${path === '/' ? '/' : path}`;

type JsonLd = Record<string, unknown> & { '@type': string };

async function structuredData(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

/** The one item of a schema.org type on the page, in the shape the test reads. */
function ofType<T>(data: readonly JsonLd[], type: string): T {
  const item = data.find((candidate) => candidate['@type'] === type);
  expect(item, `no ${type} in the page's JSON-LD`).toBeDefined();
  return item as unknown as T;
}

const meta = (page: Page, key: string) => page.locator(`head meta[name="${key}"], head meta[property="${key}"]`);

test.describe('prerendered metadata', () => {
  test.use({ javaScriptEnabled: false });
  // What these tests read is the HTML; its stylesheets, fonts and pictures only cost layout and paint (a third of the
  // spec's time on a 2-core machine).
  test.beforeEach(async ({ page }) => {
    await page.route(/\.(css|woff2?|png|jpe?g|webp|avif|svg|ico)(\?|$)/, (route) => route.abort());
  });

  for (const path of publicPaths()) {
    test(`${path}: title, description, keywords, canonical, Open Graph, Twitter card and JSON-LD`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const title = await page.title();
      expect(title).toMatch(/RevRebel|Rebel Insights/);
      await expect(page.locator('head title')).toHaveCount(1);
      const description = (await meta(page, 'description').getAttribute('content')) ?? '';
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(170);
      expect(await meta(page, 'keywords').getAttribute('content')).toMatch(/\w/);
      await expect(meta(page, 'robots')).toHaveAttribute('content', 'index, follow');
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url(path));

      await expect(meta(page, 'og:title')).toHaveAttribute('content', title);
      await expect(meta(page, 'og:description')).toHaveAttribute('content', description);
      await expect(meta(page, 'og:url')).toHaveAttribute('content', url(path));
      await expect(meta(page, 'og:image')).toHaveAttribute('content', `${siteUrl}${socialImagePath(path)}`);
      await expect(meta(page, 'og:type')).toHaveAttribute('content', path.startsWith('/blog/') ? 'article' : 'website');
      await expect(meta(page, 'og:site_name')).toHaveAttribute('content', 'RevRebel');
      await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
      await expect(meta(page, 'twitter:title')).toHaveAttribute('content', title);
      await expect(meta(page, 'twitter:image')).toHaveAttribute('content', `${siteUrl}${socialImagePath(path)}`);
      for (const key of ['description', 'keywords', 'robots', 'og:title', 'og:url', 'twitter:card']) await expect(meta(page, key)).toHaveCount(1);

      const data = await structuredData(page);
      const types = data.map((item) => item['@type']);
      expect(types).toContain('Organization');
      expect(types).toContain('WebSite');
      for (const item of data) expect(item['@context']).toBe('https://schema.org');
      const organization = data.find((item) => item['@type'] === 'Organization');
      expect(organization).toMatchObject({ name: 'RevRebel', url: url('/') });

      // The page's content is in the HTML too, not only its metadata.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('/pricing describes its FAQ as FAQPage', async ({ page }) => {
    await page.goto('/pricing');
    const faq = ofType<{ mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> }>(await structuredData(page), 'FAQPage');
    expect(faq.mainEntity.map((entry) => entry.name)).toEqual(pricingFaq.map((entry) => entry.question));
    expect(faq.mainEntity.map((entry) => entry.acceptedAnswer.text)).toEqual(pricingFaq.map((entry) => entry.answer));
  });

  test('/services describes each engagement as a Service with its price', async ({ page }) => {
    await page.goto('/services');
    const services = (await structuredData(page)).filter((item) => item['@type'] === 'Service') as unknown as Array<{ name: string; offers: { price: number; priceCurrency: string } }>;
    expect(services.map((service) => service.name)).toEqual(engagements.map((engagement) => engagement.title));
    expect(services.map((service) => service.offers.price)).toEqual(engagements.map((engagement) => engagement.price.usd));
    for (const service of services) expect(service.offers.priceCurrency).toBe('USD');
  });

  test('/blog lists the first five posts in its Blog structured data', async ({ page }) => {
    await page.goto('/blog');
    const blog = ofType<{ blogPost: Array<{ headline: string; url: string }> }>(await structuredData(page), 'Blog');
    expect(blog.blogPost.map((post) => post.headline)).toEqual(blogPosts.slice(0, 5).map((post) => post.title));
    expect(blog.blogPost.map((post) => post.url)).toEqual(blogPosts.slice(0, 5).map((post) => url(blogPostPath(post.slug))));
  });

  for (const post of [blogPosts[0], blogPosts[blogPosts.length - 1]]) {
    if (!post) continue;
    test(`${blogPostPath(post.slug)} is a BlogPosting with the breadcrumb Home > Blog > title`, async ({ page }) => {
      await page.goto(blogPostPath(post.slug));
      const data = await structuredData(page);
      const article = ofType<Record<string, unknown>>(data, 'BlogPosting');
      expect(article).toMatchObject({ headline: post.title, datePublished: post.publishDate, dateModified: post.modifiedDate, url: url(blogPostPath(post.slug)) });
      const trail = ofType<{ itemListElement: Array<{ position: number; name: string; item?: string }> }>(data, 'BreadcrumbList');
      expect(trail.itemListElement.map((entry) => entry.name)).toEqual(['Home', 'Blog', post.title]);
      expect(trail.itemListElement.map((entry) => entry.position)).toEqual([1, 2, 3]);
      expect(trail.itemListElement[0]?.item).toBe(url('/'));
      expect(trail.itemListElement[1]?.item).toBe(url('/blog'));
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(post.title);
    });
  }

  test('titles and descriptions are unique per page', async ({ page }) => {
    // Every public page in turn: 28 s of the default 30 on a loaded 2-core machine.
    test.setTimeout(90_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of publicPaths()) {
      await page.goto(path);
      const title = await page.title();
      const description = (await meta(page, 'description').getAttribute('content')) ?? '';
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${path} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  for (const path of adminPaths) {
    test(`${path} is noindex, has no canonical URL and is prerendered`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(meta(page, 'robots')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    });
  }
});

test('sitemap.xml lists every public page and post, and not the admin page', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(publicPaths().map(url));
  expect(locations).toHaveLength(staticPaths.length + blogPosts.length);
  expect(xml).not.toContain('lead-management');
  for (const post of blogPosts) expect(xml).toContain(`<url><loc>${url(blogPostPath(post.slug))}</loc><lastmod>${post.modifiedDate}</lastmod></url>`);
});

test('robots.txt points at the sitemap and keeps crawlers out of the admin page and the API', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /lead-management');
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('every page has its own 1200 x 630 PNG social image, and the icons, manifest and feed are served', async ({ request }) => {
  const sizes = new Set<number>();
  for (const path of ['/og-image.png', ...[...publicPaths(), ...adminPaths].map(socialImagePath)]) {
    const image = await request.get(path);
    expect(image.status(), path).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    sizes.add(png.length);
  }
  expect(sizes.size, 'the images differ from page to page').toBeGreaterThan(20);

  for (const path of ['/favicon.svg', '/favicon.ico', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png']) expect((await request.get(path)).status(), path).toBe(200);
  const manifest = await request.get('/site.webmanifest');
  expect(manifest.status()).toBe(200);
  const icons = (JSON.parse(await manifest.text()) as { icons: { sizes: string }[] }).icons.map((icon) => icon.sizes);
  expect(icons).toEqual(expect.arrayContaining(['192x192', '512x512']));

  const feed = await request.get('/rss.xml');
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml.match(/<item>/g)).toHaveLength(blogPosts.length);
  for (const post of blogPosts) expect(xml).toContain(`<link>${siteUrl}${blogPostPath(post.slug)}</link>`);
});
