/**
 * `node scripts/bench-web-profile.ts [path] [--dist dir] [--runs N]`: where a page's main-thread time goes while it loads
 * and hydrates. Serves an existing build (default dist-bench/site, from `npm run bench:web`), loads the page in Chromium
 * with the CPU 4x slower (observed, not simulated like Lighthouse), records a trace with V8's sampling profiler, and
 * prints each long task (> 50 ms) with what ran in it: trace events by kind and profiler samples by original source
 * file (through the build's source maps). A diagnostic, not a benchmark: single runs, figures vary with machine load.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { sitePaths } from '../content/site-paths.ts';
import { createSiteHandler } from '../local/site-server.ts';
import { chromiumFlags, listen } from './bench-chromium.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' }, runs: { type: 'string' } } });
const siteDir = resolve(values.dist ?? 'dist-bench/site');
const path = positionals[0] ?? '/';
const runs = Number(values.runs ?? 1);

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; cat: string; args?: { name?: string; data?: Record<string, unknown> } }
interface ProfileNode { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }

const maps = new Map<string, TraceMap | null>();
function sourceOf(url: string, line: number, column: number): string {
  if (!url) return '(native)';
  const pathname = url.startsWith('http') ? new URL(url).pathname : url;
  if (!pathname.endsWith('.js')) return pathname;
  if (!maps.has(pathname)) {
    const file = join(siteDir, `${pathname}.map`);
    maps.set(pathname, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  const map = maps.get(pathname);
  const position = map ? originalPositionFor(map, { line: line + 1, column }) : null;
  const source = position?.source ?? pathname;
  // node_modules/<pkg>/... -> the package; app files keep their path under frontend/ or content/.
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? pkg[1]! : source.replace(/^.*?\/(frontend|content|contracts)\//, '$1/');
}

const add = (totals: Map<string, number>, key: string, value: number) => totals.set(key, (totals.get(key) ?? 0) + value);
const top = (totals: Map<string, number>, count: number) =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, value]) => `${(value / 1000).toFixed(1)} ms ${key}`).join('; ');

const server = createServer((req, res) => {
  createSiteHandler(siteDir, sitePaths())(req, res).catch(() => res.end());
});
const port = await listen(server);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags.filter((flag) => !flag.startsWith('--headless')) });
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'toplevel', 'blink.user_timing'] });
    await page.goto(`http://127.0.0.1:${port}${path}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 60_000 });
    await page.waitForTimeout(4000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await context.close();
    const events = trace.traceEvents;
    // The page's renderer (a navigation may swap processes): the renderer main thread that ran the most scripts.
    const busy = (pid: number) => events.filter((event) => event.pid === pid && event.name === 'FunctionCall').length;
    const main = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').sort((a, b) => busy(b.pid) - busy(a.pid))[0];
    if (!main) throw new Error('no renderer main thread in the trace');
    const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
    const navigationStart = onMain.find((event) => event.name === 'ParseHTML')?.ts ?? 0;
    const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 50_000);

    // Profiler samples on the main thread, each with its time and the source of its top frame.
    const nodes = new Map<number, ProfileNode>();
    const samples: Array<{ ts: number; source: string; fn: string }> = [];
    let clock = 0;
    for (const event of events.filter((event) => event.pid === main.pid && (event.name === 'Profile' || event.name === 'ProfileChunk'))) {
      const data = event.args?.data as { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
      if (event.name === 'Profile') clock = data?.startTime ?? clock;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
        clock += data?.timeDeltas?.[index] ?? 0;
        const frame = nodes.get(id)?.callFrame;
        if (frame) samples.push({ ts: clock, source: sourceOf(frame.url, frame.lineNumber, frame.columnNumber), fn: frame.functionName || '(anonymous)' });
      });
    }
    const interval = samples.length > 1 ? (samples.at(-1)!.ts - samples[0]!.ts) / samples.length : 0;

    console.log(`\n${path} run ${run + 1}: ${tasks.length} long tasks (CPU 4x observed), total blocking ${(tasks.reduce((sum, task) => sum + task.dur! - 50_000, 0) / 1000).toFixed(0)} ms (whole load, not Lighthouse's FCP-TTI window)`);
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      const kinds = new Map<string, number>();
      for (const event of onMain) {
        if (event.ph !== 'X' || event.ts < task.ts || event.ts >= end || event === task) continue;
        if (['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'RunMicrotasks', 'EventDispatch', 'MajorGC', 'MinorGC', 'V8.GCScavenger', 'IntersectionObserverController::computeIntersections', 'PrePaint', 'Paint'].includes(event.name)) add(kinds, event.name, event.dur ?? 0);
      }
      const bySource = new Map<string, number>();
      const byFunction = new Map<string, number>();
      for (const sample of samples) {
        if (sample.ts < task.ts || sample.ts >= end) continue;
        add(bySource, sample.source, interval);
        add(byFunction, `${sample.fn} (${sample.source})`, interval);
      }
      console.log(`- at ${((task.ts - navigationStart) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms`);
      console.log(`    events: ${top(kinds, 8)}`);
      console.log(`    samples by source: ${top(bySource, 10)}`);
      console.log(`    samples by function: ${top(byFunction, 8)}`);
    }
    const whole = new Map<string, number>();
    for (const sample of samples) add(whole, sample.source, interval);
    console.log(`  all samples by source: ${top(whole, 16)}`);
  }
} finally {
  await browser.close();
  server.close();
}
