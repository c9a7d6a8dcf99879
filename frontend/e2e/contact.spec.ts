import { devices, expect, test, type Page } from '@playwright/test';
import { e2e } from './playwright.config.ts';
import { throttle } from './throttled-profile.ts';

// The email inbox and the SES stop/start control are shared by these tests: run them one after another.
test.describe.configure({ mode: 'serial' });

interface InboxEmail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

async function inbox(): Promise<InboxEmail[]> {
  const response = await fetch(`${e2e.sesURL}/store`);
  return ((await response.json()) as { emails: InboxEmail[] }).emails;
}

async function emailsMentioning(marker: string): Promise<InboxEmail[]> {
  return (await inbox()).filter((email) => email.body.text?.includes(marker));
}

/** The page is prerendered: interact only once React owns the form, or a click would be a plain HTML submit. */
async function waitForHydratedForm(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const input = document.querySelector('input[name="first_name"]');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'));
  });
}

/** Counts the browser's calls to the contact API. */
function countContactPosts(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') seen.count += 1;
  });
  return seen;
}

async function fillValidForm(page: Page, marker: string): Promise<void> {
  await page.locator('input[name="first_name"]').fill('Ada');
  await page.locator('input[name="last_name"]').fill(`Lovelace ${marker}`);
  await page.locator('input[name="company"]').fill('Analytical & Engines <Ltd>');
  await page.locator('input[name="email"]').fill(`ada.${marker}@engines.example`);
  await page.locator('input[name="website"]').fill('https://engines.example/about');
  await page.getByRole('combobox', { name: 'Monthly Revenue' }).click();
  await page.getByRole('option', { name: '$50k-$100k' }).click();
  await page.locator('textarea[name="message"]').fill(`Our AEs research all day.\nMarker ${marker}`);
}

test('an invalid submit shows each field message under its field and sends nothing', async ({ page }) => {
  const posts = countContactPosts(page);
  await page.goto('/contact');
  await waitForHydratedForm(page);
  const form = page.locator('form').filter({ has: page.locator('input[name="first_name"]') });
  await form.getByRole('button', { name: 'JOIN THE REBELLION' }).click();

  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('Company name is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Website is required')).toBeVisible();
  await expect(form.locator('input[name="first_name"]')).toHaveAttribute('aria-invalid', 'true');

  await form.locator('input[name="first_name"]').fill('A');
  await form.locator('input[name="email"]').fill('ada@engines');
  await form.locator('input[name="website"]').fill('not a site');
  await form.getByRole('button', { name: 'JOIN THE REBELLION' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please enter a valid website URL')).toBeVisible();

  // Fixing a field clears its message.
  await form.locator('input[name="first_name"]').fill('Ada');
  await expect(form.getByText('First name is required')).toHaveCount(0);
  expect(posts.count).toBe(0);
});

test('a partly filled first submit shows all five messages at once, focuses the first invalid field and announces the count', async ({ page }) => {
  const posts = countContactPosts(page);
  await page.goto('/contact');
  await waitForHydratedForm(page);
  const form = page.locator('form').filter({ has: page.locator('input[name="first_name"]') });
  await form.locator('input[name="first_name"]').fill('A');
  await form.locator('input[name="email"]').fill('alice@acme');
  await form.locator('input[name="website"]').fill('not a site');
  await form.getByRole('button', { name: 'JOIN THE REBELLION' }).click();

  for (const message of ['First name is required', 'Last name is required', 'Company name is required', 'Please enter a valid email address', 'Please enter a valid website URL']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.locator('input[name="first_name"]')).toBeFocused();
  await expect(form.getByRole('alert')).toHaveText('The form has 5 errors. Please correct them and send again.');

  // Fix the first two: the focus goes to the first field still wrong, the count follows.
  await form.locator('input[name="first_name"]').fill('Alice');
  await form.locator('input[name="last_name"]').fill('Rebel');
  await form.getByRole('button', { name: 'JOIN THE REBELLION' }).click();
  await expect(form.locator('input[name="company"]')).toBeFocused();
  await expect(form.getByRole('alert')).toHaveText('The form has 3 errors. Please correct them and send again.');
  expect(posts.count).toBe(0);
});

// Leaving a required field empty shows its message, a line that moves everything below it; a press that moved the focus
// must still land where it was aimed (the revenue list stayed shut until a second press when the message came mid-press).
// A click held 150 ms as a hand holds it: the press spans tasks, as a person's does.
test('after leaving required fields empty, the next tap or click still opens the revenue list and sends', async ({ page, browser }) => {
  const phone = await browser.newContext({ ...devices['Pixel 5'], baseURL: e2e.baseURL });
  for (const current of [await phone.newPage(), page]) {
    const tap = current === page ? (target: ReturnType<Page['locator']>) => target.click({ delay: 150 }) : (target: ReturnType<Page['locator']>) => target.tap();
    if (current !== page) await throttle(current);
    await current.goto('/contact');
    await waitForHydratedForm(current);
    const form = current.locator('form').filter({ has: current.locator('input[name="first_name"]') });
    await tap(form.locator('input[name="first_name"]'));
    await tap(form.locator('input[name="email"]'));
    await tap(form.getByRole('combobox', { name: 'Monthly Revenue' }));
    await expect(current.getByRole('option', { name: '$20k-$50k' })).toBeVisible();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await tap(current.getByRole('option', { name: '$20k-$50k' }));
    await tap(form.locator('input[name="company"]'));
    await tap(form.getByRole('button', { name: 'JOIN THE REBELLION' }));
    await expect(form.getByRole('alert')).toHaveText('The form has 5 errors. Please correct them and send again.');
  }
  await phone.close();
});

test('a valid submit shows the success toast, resets the form and emails sales every field', async ({ page }) => {
  const marker = `m${Date.now().toString(36)}`;
  const posts = countContactPosts(page);
  await page.goto('/contact');
  await waitForHydratedForm(page);
  await expect(page.locator('input[name="monthly_revenue"]')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Monthly Revenue' })).toHaveAttribute('placeholder', 'Select one...');
  await fillValidForm(page, marker);
  // A double click must still send one message, and a slow one (600 ms apart, as on a loaded machine) must not let its
  // second click dismiss the confirmation that replaced the form under it.
  await page.getByRole('button', { name: 'JOIN THE REBELLION' }).dblclick({ delay: 600 });

  await expect(page.getByText('Form submitted successfully!')).toBeVisible();
  await expect(page.getByText("We'll be in touch with you shortly.")).toBeVisible();
  // In place of the form: a confirmation naming the sender, the next step, and the way back to an empty form.
  await expect(page.getByText('Thank you, Ada. Your message is on its way.')).toBeFocused();
  await expect(page.getByText(/^What happens now:/)).toBeVisible();
  await expect(page.locator('[data-contact-confirmation]').getByRole('link', { name: 'Book Strategy Session' })).toBeVisible();
  await expect(page.locator('input[name="first_name"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.locator('input[name="first_name"]')).toBeFocused();
  for (const name of ['first_name', 'last_name', 'company', 'email', 'website']) await expect(page.locator(`input[name="${name}"]`)).toHaveValue('');
  await expect(page.locator('textarea[name="message"]')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Monthly Revenue' })).toHaveValue('');

  await expect.poll(async () => (await emailsMentioning(marker)).length, { timeout: 15_000 }).toBe(1);
  const [email] = await emailsMentioning(marker);
  expect(email?.replyTo).toEqual([`ada.${marker}@engines.example`]);
  for (const value of ['Ada', `Lovelace ${marker}`, 'Analytical & Engines <Ltd>', `ada.${marker}@engines.example`, 'https://engines.example/about', '$50k-$100k', 'Our AEs research all day.']) {
    expect(email?.body.text).toContain(value);
  }
  expect(email?.body.html).toContain('Analytical &amp; Engines &lt;Ltd&gt;');
  expect(posts.count).toBe(1);
});

test('with the email service stopped, a submission is accepted and delivered once the service is back', async ({ page, request }) => {
  const marker = `o${Date.now().toString(36)}`;
  expect((await request.post('/__test/ses/stop')).status()).toBe(204);
  try {
    await page.goto('/#contact');
    await waitForHydratedForm(page);
    const section = page.locator('#contact');
    await section.locator('input[name="first_name"]').scrollIntoViewIfNeeded();
    await fillValidForm(page, marker);
    await section.getByRole('button', { name: 'JOIN THE REBELLION' }).click();
    // Accepted: durably recorded, so the visitor is told it worked and the form resets.
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();
    // By keyboard: the chat assistant's greeting may be open over the corner of the page by now.
    await section.getByRole('button', { name: 'Send another message' }).press('Enter');
    await expect(section.locator('input[name="first_name"]')).toHaveValue('');
  } finally {
    expect((await request.post('/__test/ses/start')).status()).toBe(204);
  }
  // The retrying sender delivers it once SES answers again.
  await expect.poll(async () => (await emailsMentioning(marker)).length, { timeout: 25_000 }).toBe(1);
});
