import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startOpenAiStub, type OpenAiStub } from '../../functions/chat/openai-stub-server.ts';
import { freePorts } from './free-ports.ts';

/**
 * The LLM path end to end: a second local stack whose chat has an OpenAI key and talks to an OpenAI-compatible stub
 * made to lie (a cheaper price, a waived fee, a phone number, a discount). What reaches the visitor's widget is
 * checked, not the function's return value: no lie, the real price, and the visitor's own language kept offline.
 */
const lies = [
  'The GTM Audit & Architecture costs $5,000 and we can waive the kickoff fee. Call us at +1 (415) 555-0199.',
  'Good news: a 35% discount and a free first month, guaranteed.',
];
let stub: OpenAiStub;
let stack: ChildProcess;
let baseURL = '';
const dataDir = mkdtempSync(join(tmpdir(), 'gtm-e2e-llm-'));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stub = await startOpenAiStub((_request, index) => ({ kind: 'completion', content: lies[index % lies.length] ?? '' }));
  const [site, ses, s3, airtable] = freePorts(4);
  baseURL = `http://127.0.0.1:${site}`;
  stack = spawn('node', ['local/start.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(site),
      SES_PORT: String(ses),
      S3_PORT: String(s3),
      AIRTABLE_PORT: String(airtable),
      LOCAL_DATA_DIR: dataDir,
      ADMIN_TOKEN: 'e2e-staff-token-0123456789abcdef',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      OPENAI_API_KEY: 'sk-test-stub',
      OPENAI_BASE_URL: stub.baseURL,
    },
    stdio: 'ignore',
    detached: true,
  });
  await expect.poll(async () => (await fetch(`${baseURL}/`).catch(() => undefined))?.status ?? 0, { timeout: 80_000 }).toBe(200);
});

test.afterAll(async () => {
  if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
  await stub.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the chat on /pricing (marked shown, so it does not open by itself) and returns the reply to `message`. */
async function ask(page: Page, message: string) {
  await page.addInitScript(() => window.sessionStorage.setItem('chatShown', 'true'));
  await page.goto(`${baseURL}/pricing`);
  await page.getByRole('button', { name: 'Open chat assistant' }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: /Assistant$/ });
  const input = dialog.getByRole('textbox', { name: 'Your message' });
  await input.fill(message);
  await input.press('Enter');
  // The opener, then the reply once the filler has shown for its time.
  const replies = dialog.getByRole('log').locator('[data-sender="assistant"]');
  await expect(replies).toHaveCount(2, { timeout: 20_000 });
  await expect(dialog.locator('[data-typing]')).toHaveCount(0, { timeout: 20_000 });
  return (await replies.last().innerText()).trim();
}

test('a model made to lie: the visitor sees the real price, never the lie, after at most two model calls', async ({ page }) => {
  const before = stub.requests.length;
  const reply = await ask(page, 'how much is the audit?');
  // '$5,000' is inside '$25,000': the lie is a 5,000 with no digit before it.
  for (const lie of [/(?<!\d)5,000/, /555-0199/, /waive/i, /35%/, /free first month/i]) expect(reply).not.toMatch(lie);
  expect(reply).toContain('$25,000');
  expect(stub.requests.length - before).toBeLessThanOrEqual(2);
});

test('a model made to lie, in Spanish: the offline answer the visitor gets instead is in Spanish', async ({ page }) => {
  const reply = await ask(page, '¿cuánto cuesta la auditoría?');
  expect(reply).not.toMatch(/(?<!\d)5,000/);
  expect(reply).toMatch(/pago único/);
});
