/**
 * "input-ready" for `npm run bench:web`: on a phone-like profile (CPU 4x slower, Lighthouse mobile's network), a visitor
 * types into a page's form from its first paint, one character every 50 ms, then presses its button. Reports when the
 * first character the app kept was typed (ms since navigation; the page's first paint is the floor), how many typed
 * characters arrived in the submitted data, and when the app hydrated. The API is answered by the browser itself
 * (page.route), so only the page's own loading is measured.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { gotoUntilFirstPaint, throttle } from '../frontend/e2e/throttled-profile.ts';

export interface InputReadyResult {
  path: string;
  firstPaintMs: number;
  hydratedMs: number;
  /** When the earliest keystroke from which every later one was kept was typed; NaN when none was. */
  inputReadyMs: number;
  typedChars: number;
  keptChars: number;
  /** Every field's submitted value equals what was typed. */
  whole: boolean;
}

interface Scenario {
  path: string;
  api: string;
  /** Field selector -> text, typed in this order; `submitted` maps the captured body (and page) to each field's value. */
  fields: Array<{ selector: string; text: string; submitted: (body: Record<string, unknown>, page: Page) => string }>;
  submit: string;
}

const contactFields: Scenario['fields'] = [
  { selector: 'input[name="first_name"]', text: 'Alexandra', submitted: (body) => String(body.firstName ?? '') },
  { selector: 'input[name="last_name"]', text: 'Montgomery', submitted: (body) => String(body.lastName ?? '') },
  { selector: 'input[name="company"]', text: 'Acme Analytics', submitted: (body) => String(body.company ?? '') },
  { selector: 'input[name="email"]', text: 'alexandra@acme-analytics.com', submitted: (body) => String(body.email ?? '') },
  { selector: 'input[name="website"]', text: 'acme-analytics.com', submitted: (body) => String(body.website ?? '') },
];
export const inputReadyScenarios: Scenario[] = [
  { path: '/contact', api: '/api/contact', fields: contactFields, submit: 'form:has(input[name="first_name"]) button[type="submit"]' },
  { path: '/get-started', api: '/api/contact', fields: contactFields, submit: 'form:has(input[name="first_name"]) button[type="submit"]' },
  {
    path: '/blog',
    api: '/api/newsletter',
    fields: [
      { selector: 'input[name="search"]', text: 'automation', submitted: (_body, page) => new URL(page.url()).searchParams.get('search') ?? '' },
      { selector: 'form input[type="email"]', text: 'reader@acme-analytics.com', submitted: (body) => String(body.email ?? '') },
    ],
    submit: 'form:has(input[type="email"]) button[type="submit"]',
  },
];

const keptSuffix = (typed: string, got: string) => {
  let kept = 0;
  while (kept < typed.length && kept < got.length && typed[typed.length - 1 - kept] === got[got.length - 1 - kept]) kept++;
  return got === typed ? typed.length : kept;
};

export async function measureInputReady(browser: Browser, origin: string, scenario: Scenario): Promise<InputReadyResult> {
  const page = await browser.newPage();
  try {
    let body: Record<string, unknown> | undefined;
    await page.route(`**${scenario.api}`, async (route) => {
      body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.fulfill({ status: 202, contentType: 'application/json', body: '{"accepted":true}' });
    });
    await page.addInitScript(() => {
      const times: number[] = [];
      Object.assign(window, { __keyTimes: times });
      window.addEventListener('keydown', () => times.push(performance.now()), true);
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        Object.assign(window, { __hydratedAt: performance.now() });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await throttle(page);
    const firstPaintMs = await gotoUntilFirstPaint(page, `${origin}${scenario.path}`);
    for (const field of scenario.fields) {
      await page.locator(field.selector).click();
      await page.keyboard.type(field.text, { delay: 50 });
    }
    const posted = page.waitForRequest((request: Request) => new URL(request.url()).pathname === scenario.api, { timeout: 60_000 });
    await page.locator(scenario.submit).click();
    await posted;
    await page.waitForFunction(() => '__hydratedAt' in window, undefined, { timeout: 60_000 });
    const { keyTimes, hydratedMs } = await page.evaluate(() => ({
      keyTimes: (window as unknown as { __keyTimes: number[] }).__keyTimes,
      hydratedMs: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    }));
    let index = 0;
    let typedChars = 0;
    let keptChars = 0;
    let inputReadyMs = Number.NaN;
    let whole = true;
    for (const field of scenario.fields) {
      const got = field.submitted(body ?? {}, page);
      const kept = keptSuffix(field.text, got);
      whole &&= got === field.text;
      const firstKept = index + field.text.length - kept;
      if (kept > 0 && (Number.isNaN(inputReadyMs) || kept < field.text.length)) inputReadyMs = keyTimes[firstKept] ?? Number.NaN;
      typedChars += field.text.length;
      keptChars += kept;
      index += field.text.length;
    }
    return { path: scenario.path, firstPaintMs, hydratedMs, inputReadyMs, typedChars, keptChars, whole };
  } finally {
    await page.close();
  }
}
