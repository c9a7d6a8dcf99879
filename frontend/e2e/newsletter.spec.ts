import { expect, test } from '@playwright/test';
import { developmentToken } from '../../local/airtable-api/schema.ts';

const airtableUrl = `http://127.0.0.1:${process.env.E2E_AIRTABLE_PORT}`;

async function newsletterLeads(email: string): Promise<Record<string, unknown>[]> {
  const fields: Record<string, unknown>[] = [];
  let offset: string | undefined;
  do {
    const query = offset ? `?offset=${encodeURIComponent(offset)}` : '';
    const response = await fetch(`${airtableUrl}/v0/appLocal/Leads${query}`, { headers: { authorization: `Bearer ${developmentToken}` } });
    const page = (await response.json()) as { records?: { fields: Record<string, unknown> }[]; offset?: string };
    fields.push(...(page.records ?? []).map((record) => record.fields));
    offset = page.offset;
  } while (offset);
  return fields.filter((row) => row['Contact Information'] === email);
}

test('the newsletter signup refuses an invalid address, then records a valid one and confirms', async ({ page }) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/newsletter') posts += 1;
  });
  await page.goto('/blog');
  // The page is prerendered: interact only once React owns the form, or a click would be a plain HTML submit.
  await page.waitForFunction(() => {
    const input = document.querySelector('form input[type="email"]');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'));
  });
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
  const input = form.locator('input[type="email"]');

  await input.fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  expect(posts).toBe(0);

  const email = `reader.${Date.now().toString(36)}@example.com`;
  await input.fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You are subscribed!')).toBeVisible();
  await expect(input).toHaveValue('');
  expect(posts).toBe(1);

  // Once a second: these reads share the base's 5 requests/s with the sweep (find + create per lead), and a 429 pauses it 30 s.
  await expect.poll(async () => newsletterLeads(email), { timeout: 15_000, intervals: [1_000] }).toEqual([
    expect.objectContaining({ 'Contact Information': email, 'Lead Source': 'Newsletter · direct', Status: 'New' }),
  ]);
});
