/**
 * Draws the default social preview (public/og-image.png, 1200 x 630) and the touch icon (public/apple-touch-icon.png,
 * 180 x 180) from HTML with the installed Chromium, so the images follow the brand facts in content/. Run it after
 * changing those facts and commit the PNGs: `node frontend/scripts/generate-brand-images.ts`.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { claims } from '../../content/claims.ts';
import { company } from '../../content/company.ts';
import { landingHero } from '../../content/landing.ts';

const publicDir = resolve(import.meta.dirname, '../public');
const mark = `<svg viewBox="0 0 64 64" width="100%" height="100%"><rect width="64" height="64" rx="14" fill="#f76707"/><path d="M18 46V18h16a9 9 0 0 1 0 18h-6l12 10" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const stats = [claims.timeReclaimed, claims.pipelineVelocity, claims.strategicMeetings, claims.launch];

const card = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: Inter, 'DejaVu Sans', system-ui, sans-serif; color: #f8f9fa;
    background: radial-gradient(circle at 85% 15%, rgba(247,103,7,.45), transparent 45%), linear-gradient(135deg, #141414 0%, #242424 60%, #2e1a0e 100%);
    padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; letter-spacing: -1px; }
  .brand .mark { width: 72px; height: 72px; }
  h1 { font-size: 62px; line-height: 1.05; font-weight: 900; letter-spacing: -1.5px; max-width: 1000px; }
  h1 span { display: block; color: #fb923c; font-size: 48px; margin-top: 14px; }
  .stats { display: flex; gap: 56px; font-size: 24px; color: #ced4da; }
  .stats > div { flex: 1; }
  .stats b { display: block; font-size: 40px; color: #fff; white-space: nowrap; }
</style></head><body>
  <div class="brand"><div class="mark">${mark}</div>${escape(company.name)}</div>
  <h1>${escape(landingHero.title)}<span>${escape(landingHero.titleAccent)}</span></h1>
  <div class="stats">${stats.map((stat) => `<div><b>${escape(stat.value)}</b>${escape(stat.label)}</div>`).join('')}</div>
</body></html>`;

const icon = `<!doctype html><html><head><style>* { margin: 0; } body { width: 180px; height: 180px; background: #f76707; }</style></head>
<body>${mark.replace('rx="14"', 'rx="0"')}</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(card);
  await page.screenshot({ path: resolve(publicDir, 'og-image.png') });
  await page.setViewportSize({ width: 180, height: 180 });
  await page.setContent(icon);
  await page.screenshot({ path: resolve(publicDir, 'apple-touch-icon.png') });
} finally {
  await browser.close();
}
console.log(`wrote ${publicDir}/og-image.png and apple-touch-icon.png`);
