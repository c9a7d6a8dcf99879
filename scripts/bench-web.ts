/**
 * `npm run bench:web`: builds the site, serves it the way CloudFront would (local/site-server.ts), runs Lighthouse 13
 * (mobile preset, simulated throttling) in Debian Chromium on the key pages and measures the gzip size of the
 * JavaScript that `/` loads. Prints a table; exits 1 when a target is missed. A benchmark, not a test: figures vary
 * with the machine's load, so each page is run BENCH_RUNS times (default 3) and the median run is reported.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildBaseline, type BenchSide } from './bench-web-baseline.ts';
import { ms, pad, table, type PageResult, type Scores } from './bench-web-table.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { blogSlugs, blogPostPath } from '../content/blog-slugs.ts';
import { sitePaths } from '../content/site-paths.ts';
import { createSiteHandler } from '../local/site-server.ts';
import { distDir } from './dist-dir.ts';
import { chromiumFlags, freePort, launchChromium, listen } from './bench-chromium.ts';
import { inputReadyScenarios, measureInputReady, type InputReadyResult } from './bench-input-ready.ts';

const root = resolve(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// `--runs N` and `--baseline <git ref>` (issue 22): the ref is built from a git worktree of its own and audited
// alternately with this build, page by page and run by run, so both see the same machine load.
const args = parseArgs({ options: { runs: { type: 'string' }, baseline: { type: 'string' } } }).values;
const runs = Math.max(1, Number(args.runs ?? process.env.BENCH_RUNS ?? (args.baseline ? 5 : 3)));
const distName = process.env.DIST_DIR ?? 'dist-bench';
const pages = process.env.BENCH_PAGES?.split(',') ?? ['/', '/pricing', '/blog', '/contact', '/get-started', blogPostPath(blogSlugs[0])];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, firstLoadJsKb: 150, inputReadyMs: 2500 };

/** The scripts a real visit to `url` has loaded at the moment the app marks the page hydrated (SiteLayout). */
async function scriptsUntilHydrated(url: string): Promise<string[]> {
  const browser = await playwrightChromium.launch({ executablePath: chromiumPath, args: chromiumFlags.filter((flag) => !flag.startsWith('--headless')) });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      // Observing `document`: the <html> element that exists when this runs is replaced by the parsed one.
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        const loaded = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
        Object.assign(window, { __scriptsAtHydration: loaded.map((entry) => entry.name) });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(url);
    await page.waitForFunction(() => '__scriptsAtHydration' in window);
    return await page.evaluate(() => (window as unknown as { __scriptsAtHydration: string[] }).__scriptsAtHydration);
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function runLighthouse(url: string, chromePort: number) {
  // Trace recording occasionally fails on a busy machine (NO_NAVSTART); such a run is repeated, not scored.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
}

async function audit(url: string, chromePort: number, reports = 'lighthouse'): Promise<Omit<PageResult, 'path'>> {
  const lhr = await runLighthouse(url, chromePort);
  const reportDir = join(distDir({ ...process.env, DIST_DIR: distName }), reports);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(lhr));
  const score = (id: keyof Scores) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}:${ref.id}`));
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined)?.items ?? [];
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    metrics: { fcp: numeric('first-contentful-paint'), lcp: numeric('largest-contentful-paint'), tbt: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), si: numeric('speed-index') },
    failing,
    scripts: requests.filter((request) => request.resourceType === 'Script').map((request) => request.url),
  };
}

// BENCH_PORT + BENCH_SKIP_BUILD re-audit an earlier build (its canonical URLs name the port it was built for).
const port = Number(process.env.BENCH_PORT ?? 0) || (await freePort());
const origin = `http://127.0.0.1:${port}`;
const dist = distDir({ ...process.env, DIST_DIR: distName });

// Canonical URLs point at SITE_URL; building with the served origin keeps them same-origin, as in production.
if (!process.env.BENCH_SKIP_BUILD) console.log(`building into ${dist} with SITE_URL=${origin} ...`);
const built = process.env.BENCH_SKIP_BUILD ? { status: 0 } : spawnSync(process.execPath, [join(root, 'frontend/scripts/build-web.ts')], { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: distName, SITE_URL: origin } });
if (built.status !== 0) process.exit(built.status ?? 1);

const siteDir = join(dist, 'site');
const serve = (dir: string) => {
  const serveSite = createSiteHandler(dir, sitePaths());
  return createServer((req, res) => {
    serveSite(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
};
const server = serve(siteDir);
await listen(server, port);
const baseline: BenchSide | undefined = args.baseline ? await buildBaseline(args.baseline, serve) : undefined;
const baselineResults: PageResult[] = [];
const gzipKbOf = (dir: string, urls: readonly string[]) => [...new Set(urls.map((url) => new URL(url).pathname))].reduce((sum, path) => sum + gzipSync(readFileSync(join(dir, path)), { level: 9 }).length, 0) / 1024;
const baseFirstLoadKb = baseline ? gzipKbOf(baseline.siteDir, await scriptsUntilHydrated(`${baseline.origin}/`)) : Number.NaN;
const chromium = await launchChromium();
const firstLoadScripts = await scriptsUntilHydrated(`${origin}/`);

const results: PageResult[] = [];
const inputReady: InputReadyResult[] = [];
try {
  const browser = await playwrightChromium.launch({ executablePath: chromiumPath, args: chromiumFlags.filter((flag) => !flag.startsWith('--headless')) });
  try {
    for (const scenario of inputReadyScenarios) inputReady.push(await measureInputReady(browser, origin, scenario));
  } finally {
    await browser.close();
  }
  const summarise = (path: string, attempts: Array<Omit<PageResult, 'path'>>): PageResult | undefined => {
    const chosen = [...attempts].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(attempts.length / 2)] ?? attempts[0];
    if (!chosen) return undefined;
    const metric = (key: keyof PageResult['metrics']) => median(attempts.map((attempt) => attempt.metrics[key]));
    return { path, ...chosen, scores: { ...chosen.scores, performance: median(attempts.map((attempt) => attempt.scores.performance)) }, metrics: { fcp: metric('fcp'), lcp: metric('lcp'), tbt: metric('tbt'), cls: metric('cls'), si: metric('si') } };
  };
  for (const path of pages) {
    const attempts: Array<Omit<PageResult, 'path'>> = [];
    const baseAttempts: Array<Omit<PageResult, 'path'>> = [];
    for (let run = 0; run < runs; run++) {
      // Alternating, and the order swapped every run, so neither build always goes first after the other's load.
      const order = run % 2 === 0 ? ['this', 'base'] : ['base', 'this'];
      for (const side of order) {
        if (side === 'this') attempts.push(await audit(`${origin}${path}`, chromium.port));
        else if (baseline) baseAttempts.push(await audit(`${baseline.origin}${path}`, chromium.port, 'baseline'));
      }
    }
    const mine = summarise(path, attempts);
    if (mine) results.push(mine);
    const theirs = summarise(path, baseAttempts);
    if (theirs) baselineResults.push(theirs);
    const list = (items: typeof attempts) => items.map((attempt) => `${attempt.scores.performance}/${Math.round(attempt.metrics.tbt)}ms`).join(', ');
    process.stdout.write(`  ${path}: ${list(attempts)}${baseline ? `  | baseline ${list(baseAttempts)}` : ''}\n`);
  }
} finally {
  chromium.close();
  server.close();
  baseline?.close();
}

// The JS `/` loads: every script requested until React has hydrated the page, as gzip -9 of each built file.
const home = results.find((result) => result.path === '/');
const gzipKb = (urls: readonly string[]) => {
  const paths = [...new Set(urls.map((url) => new URL(url).pathname))];
  return { files: paths.length, kb: paths.reduce((sum, path) => sum + gzipSync(readFileSync(join(siteDir, path)), { level: 9 }).length, 0) / 1024, paths };
};
const firstLoad = gzipKb(firstLoadScripts);
const everything = gzipKb(home?.scripts ?? []);
const homeScripts = firstLoad.paths;
const firstLoadKb = firstLoad.kb;

const lines = table(results);
if (baseline) {
  const tbt = (rows: readonly PageResult[]) => rows.find((row) => row.path === '/')?.metrics.tbt ?? Number.NaN;
  lines.push('', `Baseline ${baseline.ref}, audited alternately in the same run (medians of ${runs}):`, ...table(baselineResults));
  lines.push(`Baseline first-load JS of /: ${baseFirstLoadKb.toFixed(1)} KB gzip`, `TBT of /: ${ms(tbt(results))} here vs ${ms(tbt(baselineResults))} baseline (x${(tbt(results) / tbt(baselineResults)).toFixed(2)})`);
}
lines.push(
  '',
  `First-load JS of / (until hydrated): ${firstLoadKb.toFixed(1)} KB gzip in ${homeScripts.length} files (target <= ${targets.firstLoadJsKb} KB)`,
  `All JS / fetched during the run, idle-loaded chat widget and toasts included: ${everything.kb.toFixed(1)} KB gzip in ${everything.files} files`,
);

lines.push('', `input-ready (CPU 4x, ~1.6 Mbps / 150 ms; typing from first paint, one character every 50 ms; target <= ${targets.inputReadyMs} ms, nothing lost)`);
for (const r of inputReady) lines.push(`  ${pad(r.path, 14)} first paint ${ms(r.firstPaintMs)}, input kept from ${ms(r.inputReadyMs)}, hydrated ${ms(r.hydratedMs)}; ${r.keptChars}/${r.typedChars} characters arrived, ${r.whole ? 'whole' : 'NOT whole'}`);
const misses: string[] = inputReady.flatMap((r) => [...(r.whole ? [] : [`${r.path} input lost`]), ...(r.inputReadyMs <= targets.inputReadyMs ? [] : [`${r.path} input-ready ${ms(r.inputReadyMs)}`])]);
for (const result of results) {
  for (const [category, minimum] of Object.entries({ performance: targets.performance, accessibility: targets.accessibility, 'best-practices': targets['best-practices'], seo: targets.seo })) {
    const value = result.scores[category as keyof Scores];
    if (value < minimum) misses.push(`${result.path} ${category} ${value} < ${minimum}`);
  }
  for (const failing of result.failing) misses.push(`${result.path} ${failing}`);
}
if (firstLoadKb > targets.firstLoadJsKb) misses.push(`first-load JS ${firstLoadKb.toFixed(1)} KB > ${targets.firstLoadJsKb} KB`);
lines.push(misses.length === 0 ? 'All targets met.' : `Missed:\n  ${[...new Set(misses)].join('\n  ')}`);

console.log(`\nLighthouse ${runs} run(s) per page, mobile preset, medians (scores and each metric)\n\n${lines.join('\n')}`);
writeFileSync(join(dist, 'bench-web.json'), JSON.stringify({ date: new Date().toISOString(), runs, firstLoadKb, homeScripts, results, inputReady }, null, 2));
process.exit(misses.length === 0 ? 0 : 1);
