import { expect, test, type Page } from '@playwright/test';
import { blogPosts } from '../../content/blog-posts.ts';
import { developmentToken } from '../../local/airtable-api/schema.ts';
import { e2e } from './playwright.config.ts';
import { gotoUntilFirstPaint, isHydrated, throttle } from './throttled-profile.ts';

// A phone-like profile from the first paint on: what a visitor types while the app is still loading must arrive whole.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const typingDelayMs = 50;

/** Hydration errors would make React re-render the page and drop what it holds. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).click();
  await page.keyboard.type(text, { delay: typingDelayMs });
}

test('contact: typed from first paint on a throttled phone, sent exactly as typed', async ({ page }) => {
  const errors = collectPageErrors(page);
  await throttle(page);
  const marker = `early${Date.now().toString(36)}`;
  const typed = {
    first_name: 'Alice',
    last_name: `Early ${marker}`,
    company: 'Acme Analytics',
    email: `alice.${marker}@acme.example`,
    website: 'acme.example/about',
  };
  await gotoUntilFirstPaint(page, '/contact');
  expect(await isHydrated(page), 'typing starts before the app has hydrated').toBe(false);
  for (const [name, text] of Object.entries(typed)) await typeInto(page, `input[name="${name}"]`, text);
  await page.getByRole('combobox', { name: 'Monthly Revenue' }).click();
  await page.getByRole('option', { name: '$20k-$50k' }).click();
  await typeInto(page, 'textarea[name="message"]', 'Research eats our week.');
  await page.getByRole('button', { name: 'JOIN THE REBELLION' }).click();

  await expect(page.getByText('Form submitted successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Thank you, Alice. Your message is on its way.')).toBeVisible();
  const emails = async () => {
    const response = await fetch(`${e2e.sesURL}/store`);
    const { emails: all } = (await response.json()) as { emails: Array<{ subject: string; body: { text?: string } }> };
    return all.filter((email) => email.body.text?.includes(marker));
  };
  await expect.poll(async () => (await emails()).length, { timeout: 20_000 }).toBe(1);
  const [email] = await emails();
  // Each field whole, exactly as typed (the email lists 'Label:' then the value on its own line).
  const labelled = { 'First name': typed.first_name, 'Last name': typed.last_name, Company: typed.company, Email: typed.email, Website: typed.website, 'Monthly revenue': '$20k-$50k' };
  for (const [label, value] of Object.entries(labelled)) expect(email?.body.text).toContain(`${label}:\n${value}\n`);
  expect(email?.body.text).toContain('Research eats our week.');
  expect(email?.subject).toBe(`New contact form lead: Alice ${typed.last_name} (${typed.company})`);
  expect(errors).toEqual([]);
});

test('newsletter: an address typed from first paint is recorded whole', async ({ page }) => {
  const errors = collectPageErrors(page);
  await throttle(page);
  const address = `news.${Date.now().toString(36)}@acme.example`;
  await gotoUntilFirstPaint(page, '/blog');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
  await form.locator('input[type="email"]').click();
  await page.keyboard.type(address, { delay: typingDelayMs });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You are subscribed!')).toBeVisible({ timeout: 30_000 });

  const airtable = `http://127.0.0.1:${process.env.E2E_AIRTABLE_PORT}/v0/appLocal/Leads`;
  const recorded = async () => {
    const rows: Array<Record<string, unknown>> = [];
    let offset: string | undefined;
    do {
      const response = await fetch(`${airtable}${offset ? `?offset=${encodeURIComponent(offset)}` : ''}`, { headers: { authorization: `Bearer ${developmentToken}` } });
      const page = (await response.json()) as { records?: Array<{ fields: Record<string, unknown> }>; offset?: string };
      rows.push(...(page.records ?? []).map((record) => record.fields));
      offset = page.offset;
    } while (offset);
    return rows.filter((row) => row['Contact Information'] === address).length;
  };
  // Once a second: these reads share the base's 5 requests/s with the sweep, and a 429 pauses it 30 s.
  await expect.poll(recorded, { timeout: 20_000, intervals: [1_000] }).toBe(1);
  expect(errors).toEqual([]);
});

test('blog: a search typed from first paint filters the list it shows, and the URL keeps it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await throttle(page);
  await gotoUntilFirstPaint(page, '/blog');
  const search = 'sdr';
  const category = blogPosts.find((post) => post.title.toLowerCase().includes(search))?.category ?? 'All Categories';
  await page.getByRole('searchbox', { name: 'Search articles' }).click();
  await page.keyboard.type(search, { delay: typingDelayMs });
  await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 30_000 });

  const expected = blogPosts
    .filter((post) => post.title.toLowerCase().includes(search) || post.excerpt.toLowerCase().includes(search))
    .filter((post) => post.category === category)
    .map((post) => post.title);
  const main = page.getByRole('main');
  await expect(main.locator('[data-featured-post] h3, [data-featured-post] h2, [data-post] h3')).toHaveText(expected);
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(search);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === search && url.searchParams.get('category') === category);
  expect(errors).toEqual([]);
});
