import { expect, test, type Page } from '@playwright/test';
import { blogPosts } from '../../content/blog-posts.ts';

// The blog list's rule, written out independently of the app (spec section 4).
function expectedTitles(search: string, category: string): string[] {
  const text = search.toLowerCase();
  return blogPosts
    .filter((post) => post.title.toLowerCase().includes(text) || post.excerpt.toLowerCase().includes(text))
    .filter((post) => category === 'All Categories' || post.category === category)
    .map((post) => post.title);
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

const main = (page: Page) => page.getByRole('main');
const featured = (page: Page) => main(page).locator('[data-featured-post]');
const gridCards = (page: Page) => main(page).locator('[data-post]');
const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: 'Search articles' });
const categorySelect = (page: Page) => main(page).getByRole('combobox', { name: 'Category' });

/**
 * Sets the filter and waits for the list to show `expected`. Retried as a whole, because the page is prerendered and
 * input given in the instant before hydration may be re-rendered away.
 */
async function filterTo(page: Page, filter: { search?: string; category?: string }, expected: string[]) {
  await expect(async () => {
    if (filter.search !== undefined) await searchBox(page).fill(filter.search);
    if (filter.category !== undefined) await categorySelect(page).selectOption(filter.category);
    expect(await shownTitles(page)).toEqual(expected);
  }).toPass({ timeout: 10_000 });
}

/** The featured title followed by the grid titles, in display order. */
async function shownTitles(page: Page): Promise<string[]> {
  const first = await featured(page).getByRole('heading').allTextContents();
  const rest = await gridCards(page).getByRole('heading').allTextContents();
  return [...first, ...rest];
}

test.describe('blog list', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/blog');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Rebel Insights');
  });

  test('features the first post and puts the other eight in a 3-column grid', async ({ page }) => {
    await expect(featured(page)).toHaveCount(1);
    await expect(featured(page).getByRole('heading')).toHaveText(blogPosts[0]!.title);
    await expect(gridCards(page)).toHaveCount(8);
    expect(await shownTitles(page)).toEqual(blogPosts.map((post) => post.title));
    const columns = await gridCards(page)
      .first()
      .evaluate((card) => getComputedStyle(card.parentElement!).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    await expect(categorySelect(page)).toHaveValue('All Categories');
    const options = await categorySelect(page).locator('option').allTextContents();
    expect(options).toEqual([
      'All Categories',
      'Sales Development',
      'Success Stories',
      'Tactics',
      'Strategy',
      'Metrics',
      'Technology',
      'Leadership',
      'Growth',
    ]);
  });

  test('search matches the title or the excerpt, ignoring case', async ({ page }) => {
    for (const search of ['AUTOMATION', 'sdr', blogPosts[6]!.excerpt.split(' ').slice(1, 3).join(' ').toUpperCase()]) {
      const expected = expectedTitles(search, 'All Categories');
      expect(expected.length, `sample search ${search}`).toBeGreaterThan(0);
      await filterTo(page, { search }, expected);
    }
  });

  test('the category filter keeps only that category, alone and with a search', async ({ page }) => {
    const category = blogPosts[4]!.category;
    await filterTo(page, { category }, expectedTitles('', category));
    await filterTo(page, { search: 'the' }, expectedTitles('the', category));
    await filterTo(page, { category: 'All Categories' }, expectedTitles('the', 'All Categories'));
  });

  test('no match shows the empty state and no featured card or post link', async ({ page }) => {
    await filterTo(page, { search: 'zzz no such article' }, []);
    await expect(main(page).getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(main(page).getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await expect(featured(page)).toHaveCount(0);
    await expect(gridCards(page)).toHaveCount(0);
    await expect(main(page).locator('a[href^="/blog/"]')).toHaveCount(0);
    await expect(main(page).getByRole('status')).toHaveText('0 articles');

    await searchBox(page).fill('');
    await expect(gridCards(page)).toHaveCount(8);
  });

  test('shows the newsletter block with an e-mail field and a Subscribe button', async ({ page }) => {
    const email = main(page).locator('input[type="email"]');
    await expect(email).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('the featured card opens its article in the app', async ({ page }) => {
    await featured(page).getByRole('link', { name: blogPosts[0]!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${blogPosts[0]!.slug}$`));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(blogPosts[0]!.title);
  });
});

test.describe('blog post page', () => {
  test('every post is prerendered with its own title, metadata and body', async ({ request }) => {
    for (const post of blogPosts) {
      const response = await request.get(`/blog/${post.slug}`);
      expect(response.status(), post.slug).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(post.title)} | RevRebel</title>`);
      expect(html).toContain(`rel="canonical" href="`);
      expect(html).toContain(`/blog/${post.slug}"`);
      expect(html).toContain('"@type":"BlogPosting"');
      expect(html).toContain('"@type":"BreadcrumbList"');
    }
  });

  const post = blogPosts[3]!;

  test('shows the post: breadcrumb, back link, title, date, category, read time, excerpt, body and tags', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(breadcrumb).toContainText(post.title);
    await expect(main(page).getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/blog');

    const article = main(page).getByRole('article', { name: post.title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article.locator('time').first()).toHaveText(post.date);
    await expect(article).toContainText(post.category);
    await expect(article).toContainText(post.readTime);
    await expect(article).toContainText(post.excerpt);
    for (const tag of post.tags) await expect(article.getByRole('listitem').filter({ hasText: tag }).first()).toBeVisible();
    const words = (await article.innerText()).split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(300);
  });

  test('share links carry the article address and copy link puts it on the clipboard', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(`/blog/${post.slug}`);
    const linkedIn = main(page).getByRole('link', { name: 'Share via LinkedIn' });
    await expect(linkedIn).toHaveAttribute(
      'href',
      new RegExp(`^https://www\\.linkedin\\.com/.*${encodeURIComponent(`/blog/${post.slug}`)}`),
    );
    await expect(main(page).getByRole('link', { name: 'Share via X' })).toHaveAttribute('href', new RegExp(`^https://x\\.com/intent/`));
    await expect(main(page).getByRole('link', { name: 'Share via Email' })).toHaveAttribute('href', /^mailto:\?subject=/);

    await main(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^https?://[^/]+/blog/${post.slug}$`));
  });

  test('three related articles link to other real posts', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    const related = main(page).getByRole('region', { name: 'Related Articles' }).getByRole('article');
    await expect(related).toHaveCount(3);
    const slugs = blogPosts.map((p) => p.slug);
    const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) {
      expect(href).not.toBe(`/blog/${post.slug}`);
      expect(slugs.map((slug) => `/blog/${slug}`)).toContain(href);
    }
    await related.first().getByRole('link').click();
    const target = blogPosts.find((p) => `/blog/${p.slug}` === hrefs[0])!;
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(target.title);
    // The next post shows its own body, not the first one's (a guard for any static rendering of the body).
    const firstParagraph = target.body.find((block) => block.type === 'paragraph');
    if (firstParagraph?.type === 'paragraph') await expect(main(page).locator('[data-prose]')).toContainText(firstParagraph.text.slice(0, 60));
  });

  for (const path of ['/blog/no-such-post', '/blog/post']) {
    test(`${path} is the fallback page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    });
  }

  test('an unknown slug reached inside the app also shows the fallback page', async ({ page }) => {
    await page.goto('/blog');
    // Inside the app: only once the router is listening to history.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/blog/no-such-post');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('blog filters in the URL', () => {
  test('Back after a search restores the search and its list; a shared link opens filtered', async ({ page }) => {
    await page.goto('/blog');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const expected = expectedTitles('automation', 'All Categories');
    await filterTo(page, { search: 'automation' }, expected);
    await expect(page).toHaveURL(/\/blog\?search=automation$/);
    await featured(page).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z-]+$/);
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('automation');
    expect(await shownTitles(page)).toEqual(expected);

    const category = blogPosts[4]!.category;
    await page.goto(`/blog?search=the&category=${encodeURIComponent(category)}`);
    await expect(searchBox(page)).toHaveValue('the');
    await expect(categorySelect(page)).toHaveValue(category);
    await expect.poll(() => shownTitles(page)).toEqual(expectedTitles('the', category));
  });

  test('unknown values fall back to the defaults', async ({ page }) => {
    await page.goto('/blog?category=Nope&search=');
    await expect(categorySelect(page)).toHaveValue('All Categories');
    await expect.poll(() => shownTitles(page)).toEqual(blogPosts.map((post) => post.title));
  });

  test('a tag on an article links to the blog filtered by that tag', async ({ page }) => {
    const post = blogPosts[2]!;
    const tag = post.tags[0]!;
    await page.goto(`/blog/${post.slug}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('main').getByRole('link', { name: tag, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog' && url.searchParams.get('tag') === tag);
    const tagged = blogPosts.filter((candidate) => (candidate.tags as readonly string[]).includes(tag)).map((candidate) => candidate.title);
    await expect.poll(() => shownTitles(page)).toEqual(tagged);
    await expect(main(page).getByText(`Articles tagged "${tag}"`)).toBeVisible();
    await main(page).getByRole('button', { name: 'Show all tags' }).click();
    await expect.poll(() => shownTitles(page)).toEqual(blogPosts.map((candidate) => candidate.title));
  });

  test('related articles share the category or tags and never include the post itself', async ({ page }) => {
    const post = blogPosts[0]!;
    await page.goto(`/blog/${post.slug}`);
    const related = await page.locator('#related-title').locator('..').locator('[data-post]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post')));
    expect(related).toHaveLength(3);
    expect(related).not.toContain(post.slug);
    for (const slug of related) {
      const other = blogPosts.find((candidate) => candidate.slug === slug)!;
      expect(other.category === post.category || other.tags.some((tag) => (post.tags as readonly string[]).includes(tag)), slug ?? '').toBe(true);
    }
  });
});
