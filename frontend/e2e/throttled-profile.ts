import type { Page } from '@playwright/test';

/**
 * A mid-range phone as Lighthouse's mobile preset assumes it: CPU slowed 4x, about 1.6 Mbps down / 750 kbps up and
 * 150 ms round trips, applied through the Chrome DevTools Protocol (so it is real, not simulated afterwards).
 */
export const mobileProfile = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 } as const;

export async function throttle(page: Page, profile = mobileProfile): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1024) / 8,
    uploadThroughput: (profile.uploadKbps * 1024) / 8,
  });
}

/**
 * Opens `path` and resolves at its first contentful paint, with the time since navigation started (ms). Once in a CI run
 * (session 16) Chromium never reported the entry while the page had painted whole: after 20 s of page time a painted
 * heading stands in for it, so the test goes on from a page that is on screen (the normal first paint comes in 2-5 s).
 */
export async function gotoUntilFirstPaint(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const firstPaint = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? (performance.now() > 20_000 && document.querySelector('h1') ? performance.now() : undefined);
  const handle = await page.waitForFunction(firstPaint, undefined, { polling: 10 });
  return (await handle.jsonValue()) as number;
}

/** Whether React has hydrated the page (SiteLayout sets the marker). */
export const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
