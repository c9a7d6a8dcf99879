import { expect, test, type Page } from '@playwright/test';
import { blogHero } from '../../content/blog-page.ts';
import { blogPosts } from '../../content/blog-posts.ts';
import { contactChannelsSection } from '../../content/contact-page.ts';
import { getStartedProcess, getStartedStartingPoints } from '../../content/get-started.ts';

// The static islands of the inner pages (issue 22 item 7): on a first load their prerendered HTML is kept and their code
// is never fetched; a client-side visit renders them from their code. Checked on the built site, by what a visitor sees
// and by the files the browser fetched, not by the components' own idea of themselves.
const post = blogPosts[0];
const firstParagraph = post?.body.find((block) => block.type === 'paragraph');
if (!post || firstParagraph?.type !== 'paragraph') throw new Error('the first post has no paragraph');

const postPath = `/blog/${post.slug}`;
/** `from`: a page whose hydrated parts (the footer, the blog list) link to the island's page. */
const islands = [
  { path: '/blog', name: 'blog-hero', text: blogHero.title, from: '/pricing' },
  { path: '/contact', name: 'contact-channels', text: contactChannelsSection.heading.title, from: '/pricing' },
  { path: '/get-started', name: 'get-started-sections', text: getStartedStartingPoints.heading.title, from: '/pricing' },
  { path: postPath, name: 'article-body', text: firstParagraph.text.slice(0, 60), from: '/blog' },
] as const;

const main = (page: Page) => page.getByRole('main');
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);

/** Every script the page fetched, as file names. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

for (const island of islands) {
  test(`${island.path}: the ${island.name} island stays prerendered HTML on a first load, its code never fetched`, async ({ page }) => {
    const scripts = scriptsFetched(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(island.path);
    await hydrated(page);
    await expect(main(page).locator(`[data-static-island="${island.name}"]`)).toContainText(island.text);
    // Idle work (the chat widget) may fetch more later; the island's chunk is not among anything fetched so far.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.includes(`/${island.name}.island-`))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`${island.path}: reached by a client-side navigation, the ${island.name} island renders from its code`, async ({ page }) => {
    const scripts = scriptsFetched(page);
    await page.goto(island.from);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator(`${island.from === '/blog' ? 'main' : 'footer'} a[href="${island.path}"]`).first().click();
    await expect(page).toHaveURL(island.path);
    await expect(main(page).locator(`[data-static-island="${island.name}"]`)).toContainText(island.text);
    expect(await page.evaluate(() => '__sameDocument' in window), 'no full page load').toBe(true);
    expect(scripts.some((script) => script.includes(`/${island.name}.island-`))).toBe(true);
  });
}

test('/get-started: the services link inside the static sections is followed by the router, not a page load', async ({ page }) => {
  await page.goto('/get-started');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const island = main(page).locator('[data-static-island="get-started-sections"]');
  await expect(island.getByRole('heading', { name: getStartedProcess.heading.title })).toBeVisible();
  await island.getByRole('link', { name: getStartedStartingPoints.servicesLink.label }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
});
