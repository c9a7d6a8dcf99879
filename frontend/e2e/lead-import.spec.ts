import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { e2e } from './playwright.config.ts';

// One import at a time (the server's lock): these tests run in order.
test.describe.configure({ mode: 'serial' });

async function unlock(page: Page, token = e2e.adminToken) {
  await page.getByLabel('Admin token').fill(token);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

test('the page is unlisted staff tooling: noindex, breadcrumb, token form, and no public CSVs', async ({ page, request }) => {
  await page.goto('/lead-management');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page).toHaveTitle('Lead Management | Admin | RevRebel');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText('Home');
  await expect(breadcrumb).toContainText('Admin');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Lead Management');

  // A wrong token gets the form back, saying so; nothing about the files shows.
  await unlock(page, 'not-the-token');
  await expect(page.getByText('That token was not accepted; enter it again')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'CSV Leads' })).toHaveCount(0);

  expect((await request.get('/attached_assets/webinar-signups-2026-02.csv')).status()).toBe(404);
  expect((await request.get('/api/admin/csv/files')).status()).toBe(401);
});

test('unlock, pick a file, preview, import, read the result and its errors, see the records with badges', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/lead-management');
  await unlock(page);
  await expect(page.getByRole('tab', { name: 'CSV Leads', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'webinar-signups-2026-02.csv' }).click();

  const preview = page.getByRole('table');
  await expect(preview.getByRole('columnheader', { name: 'Lead Status' })).toBeVisible();
  await expect(preview.getByRole('row')).toHaveCount(11);
  await expect(preview.getByRole('cell', { name: 'Bluepeak Software, Inc.' })).toBeVisible();
  await expect(page.getByText('Showing 10 of 22 records')).toBeVisible();

  await page.getByRole('button', { name: 'Import 22 Leads to Airtable' }).click();
  // Airtable's pace allows this file inside the call itself; 60 s covers a 30 s rate-limit wait if another spec wrote at the same moment.
  await expect(page.getByText('Imported 19 of 22 leads')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('2 leads failed to import')).toBeVisible();
  await page.getByRole('button', { name: 'View error details' }).click();
  await expect(page.getByText('Row 8: Status "Hot" is not one of New, Contacted, In Progress, Qualified, Lost, Nurturing')).toBeVisible();
  await expect(page.getByText('Row 11: The row has 6 cells but the header has 7')).toBeVisible();
  await expect(page.getByText('Row 3: Merged into row 25')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download failed rows (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('webinar-signups-2026-02-failed-rows.csv');
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv).toContain('First Name,Last Name,Email,Company Name,Lead Status,Source,Notes,Import Error');
  expect(csv).toContain('Olivia,Moreau,olivia@tidewatercloud.example,"Tidewater Cloud, EMEA",Hot,');

  await page.getByRole('tab', { name: 'Airtable Integration' }).click();
  const records = page.getByRole('table');
  await expect(records.getByRole('columnheader')).toHaveText(['Name', 'Contact', 'Company', 'Status', 'Source', 'Created']);
  const badge = (name: string) => records.getByRole('row', { name: new RegExp(name) }).locator('.mantine-Badge-root');
  await expect(badge('Avery Calloway')).toHaveText('New');
  await expect(badge('Avery Calloway')).toHaveAttribute('data-variant', 'filled');
  await expect(badge('Mateo Brennan')).toHaveText('In Progress');
  await expect(badge('Mateo Brennan')).toHaveAttribute('data-variant', 'outline');
  await expect(badge('Hannah Varga')).toHaveText('Qualified');
  await expect(badge('Hannah Varga')).toHaveAttribute('data-variant', 'light');
  await expect(badge('Rafael Castillo')).toHaveText('Lost');
  await expect(badge('Rafael Castillo')).toHaveCSS('background-color', /rgb\((2[0-9]{2}), \d+, \d+\)/);
  await expect(records.getByRole('row', { name: /priya okafor.*priya\.okafor@bluepeak\.example.*Bluepeak Software/ })).toBeVisible();
  await expect(records.getByRole('row', { name: /Olivia Moreau/ })).toHaveCount(0);
});

test('a large import runs in the background with a progress bar that survives a reload', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/lead-management');
  await unlock(page);
  await page.getByRole('button', { name: 'trade-show-leads-2026-q1.csv' }).click();
  await expect(page.getByText('Showing 10 of 1,200 records')).toBeVisible();
  await page.getByRole('button', { name: 'Import 1,200 Leads to Airtable' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/Importing… [\d,]+ of 1,200 rows/)).toBeVisible();

  // The token lives in this tab's sessionStorage; the running job is found again after the reload.
  await page.reload();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'trade-show-leads-2026-q1.csv' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Import 1,200 Leads to Airtable' })).toBeDisabled();

  await expect(page.getByText('Imported 1,200 of 1,200 leads')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('button', { name: 'Import 1,200 Leads to Airtable' })).toBeEnabled();
});
