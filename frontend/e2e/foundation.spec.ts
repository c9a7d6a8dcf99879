import { expect, test } from '@playwright/test';

test('the home page is served prerendered, with the security headers', async ({ page, request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  expect(response.headers()['cache-control']).toContain('must-revalidate');
  expect(await response.text()).toContain('BRILLIANT PEOPLE DO BRILLIANT WORK');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BRILLIANT PEOPLE DO BRILLIANT WORK');
  expect(errors).toEqual([]);
});

test('an unknown path answers 404 with the fallback page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('POST /api/contact with {} answers 400 JSON through the Lambda adapter', async ({ request }) => {
  const response = await request.post('/api/contact', { data: {} });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: string; fields: Record<string, string> };
  expect(body.error).toBeTruthy();
  expect(body.fields.firstName).toBeTruthy();
});
