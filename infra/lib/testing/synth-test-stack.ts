import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll } from 'vitest';
import { apiRoutes } from '../../../functions/api-routes.ts';
import { lambdaFunctions } from '../../../functions/function-entries.ts';
import { rateLimitRules } from '../../edge/rate-limits.ts';
import { parseDeploySettings } from '../deploy-settings.ts';
import { functionWiring } from '../function-wiring.ts';
import { GtmSiteStack, type GtmSiteStackProps } from '../gtm-site-stack.ts';

/** Synthesis is CPU-bound; on a busy machine it can outlast Vitest's 10 s default hook timeout. */
export const synthTimeoutMs = 60_000;

let scratchRoot: string | undefined;

// Registered by every test file that imports this module: each synthesis copies a ~15 MB CLI layer into its outdir.
afterAll(() => {
  if (scratchRoot) rmSync(scratchRoot, { recursive: true, force: true });
  scratchRoot = undefined;
});

/** A temporary folder, removed after the test file. */
export function scratchDir(prefix: string): string {
  scratchRoot ??= mkdtempSync(join(tmpdir(), 'gtm-infra-test-'));
  return mkdtempSync(join(scratchRoot, prefix));
}

/** A tiny stand-in for `<dist>/site`, so infra tests never need a frontend build. */
export function siteFixture(): string {
  const siteDir = join(scratchDir('site-'), 'site');
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(siteDir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(siteDir, 'assets', 'index-abc123.js'), 'console.log("hi")');
  return siteDir;
}

/**
 * An app that skips esbuild bundling (CDK's own switch for stacks not being deployed): NodejsFunctions are
 * still real, with their runtime, architecture and settings, but synthesize in milliseconds.
 */
export function testApp(): App {
  return new App({ context: { 'aws:cdk:bundling-stacks': [] }, outdir: scratchDir('cdk-out-') });
}

/** A stack in us-east-1 for construct-level tests. */
export function testStack(app: App = testApp()): Stack {
  return new Stack(app, 'Test', { env: { account: '123456789012', region: 'us-east-1' } });
}

export interface SynthesizedSite {
  readonly app: App;
  readonly stack: GtmSiteStack;
  readonly template: Template;
}

/** The whole product's stack, wired from the real tables (function entries, API routes, wiring, rate limits). */
export function synthSiteStack(env: NodeJS.ProcessEnv = {}, overrides: Partial<GtmSiteStackProps> = {}): SynthesizedSite {
  const app = testApp();
  const stack = new GtmSiteStack(app, 'GtmSite', {
    env: { account: '123456789012', region: 'us-east-1' },
    settings: parseDeploySettings(() => undefined, env),
    siteDir: siteFixture(),
    routes: ['/', '/contact', '/blog', '/blog/first-post'],
    functionEntries: lambdaFunctions,
    apiRoutes,
    wiring: functionWiring,
    rateLimits: rateLimitRules,
    ...overrides,
  });
  return { app, stack, template: Template.fromStack(stack) };
}
