import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2e } from './playwright.config.ts';

// Issue 20: first-party attribution from the landing page to the sales email and the Airtable row, through the real
// local stack (site, contact function, sweep, SES inbox, Airtable stand-in).

const campaign = '/pricing?utm_source=linkedin&utm_medium=paid&utm_campaign=q1-launch';

/**
 * The row as the Airtable stand-in stored it, read from its data file (written before it answers a write): API reads
 * would share the base's 5 requests/s with the sweep, and a 429 pauses the sweep for 30 s.
 */
async function airtableRow(email: string): Promise<Record<string, string> | undefined> {
  try {
    const text = await readFile(join(process.env.E2E_DATA_DIR as string, 'airtable', 'data.json'), 'utf8');
    const data = JSON.parse(text) as { bases: Record<string, Record<string, { records: { fields: Record<string, string> }[] }>> };
    return Object.values(data.bases.appLocal ?? {}).flatMap((table) => table.records).find((record) => record.fields['Contact Information'] === email)?.fields;
  } catch {
    return undefined;
  }
}

async function mail(subject: string) {
  const response = await fetch(`${e2e.sesURL}/store`);
  const { emails } = (await response.json()) as { emails: { subject: string; body: { text?: string } }[] };
  return emails.find((m) => m.subject === subject);
}

async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

test('a visitor from a LinkedIn campaign is attributed on the contact form, after a reload, on another route and in the chat handoff', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `attributed.${Date.now().toString(36)}@northwind.example`;
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(contact|chat-lead)$/.test(request.url())) sent.push(request.postDataJSON());
  });
  // The chat must not open by itself in the middle of the form.
  await page.addInitScript(() => window.sessionStorage.setItem('chatShown', 'true'));

  await page.goto(campaign, { referer: 'https://www.linkedin.com/feed/' });
  await hydrated(page, 'main a[href="/contact"]');
  await page.locator('main a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await hydrated(page, 'input[name="first_name"]');
  const form = page.locator('form').filter({ has: page.locator('input[name="first_name"]') });
  await form.locator('input[name="first_name"]').fill('Dana');
  await form.locator('input[name="last_name"]').fill('Scully');
  await form.locator('input[name="company"]').fill('Northwind');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="website"]').fill('northwind.example');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await form.getByRole('button', { name: 'JOIN THE REBELLION' }).click();
  expect((await answer).status()).toBe(202);
  expect(sent[0]).toMatchObject({
    attribution: { first: { landingPage: '/pricing', referrerHost: 'www.linkedin.com', source: 'linkedin', medium: 'paid', campaign: 'q1-launch' }, sentFrom: '/contact' },
  });

  const subject = `New contact form lead: Dana Scully (Northwind)`;
  await expect.poll(async () => (await mail(subject))?.body.text ?? '', { timeout: 15_000 }).toContain('Source\n  Source: linkedin / paid · q1-launch\n  Campaign: q1-launch\n  Medium: paid\n  Referrer: www.linkedin.com\n  Landing page: /pricing\n  Page sent from: /contact');
  await expect.poll(() => airtableRow(email), { timeout: 20_000 }).toMatchObject({
    'Lead Source': 'Contact form · linkedin / paid · q1-launch',
    'UTM Source': 'linkedin',
    'UTM Medium': 'paid',
    'UTM Campaign': 'q1-launch',
    'Referrer Host': 'www.linkedin.com',
    'Landing Page': '/pricing',
    'Sent From Page': '/contact',
    Status: 'New',
  });

  // The same tab: a reload, then another route by address, then the chat handoff.
  await page.reload();
  await page.goto('/services');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const dialog = page.getByRole('dialog', { name: /Assistant$/ });
  await dialog.getByRole('textbox').first().fill(`my email is ${email}, can someone from sales contact me?`);
  await dialog.getByRole('textbox').first().press('Enter');
  const offer = dialog.getByRole('button', { name: 'Yes, send to sales' });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  const handoff = page.waitForResponse((r) => r.url().endsWith('/api/chat-lead'));
  await offer.click();
  expect((await handoff).status()).toBe(202);
  expect(sent[1]).toMatchObject({ attribution: { first: { landingPage: '/pricing', source: 'linkedin', campaign: 'q1-launch' }, sentFrom: '/services' } });
  await expect.poll(async () => (await mail(`New chat lead: ${email}`))?.body.text ?? '', { timeout: 15_000 }).toContain('Referrer: www.linkedin.com\n  Landing page: /pricing\n  Page sent from: /services');
  // The row the contact form created gets the handoff appended; its columns stay as they were.
  await expect
    .poll(async () => (await airtableRow(email))?.Activity ?? '', { timeout: 20_000 })
    .toMatch(/\] Chat handoff · sent from \/services · lead [0-9a-f-]{36}\nSource: linkedin \/ paid · q1-launch \(referrer www\.linkedin\.com, landed on \/pricing\)/);
  expect(await airtableRow(email)).toMatchObject({ 'Lead Source': 'Contact form · linkedin / paid · q1-launch', 'Sent From Page': '/contact' });
});
