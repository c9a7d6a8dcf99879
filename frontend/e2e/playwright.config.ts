import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePorts } from './free-ports.ts';

// Workers re-read this file; the first evaluation (the runner) picks the ports and they inherit them via env.
if (!process.env.E2E_PORT) {
  const [site, ses, s3, airtable] = freePorts(4);
  Object.assign(process.env, {
    E2E_PORT: String(site),
    E2E_SES_PORT: String(ses),
    E2E_S3_PORT: String(s3),
    E2E_AIRTABLE_PORT: String(airtable),
    E2E_DATA_DIR: mkdtempSync(join(tmpdir(), 'gtm-e2e-')),
    E2E_ADMIN_TOKEN: 'e2e-staff-token-0123456789abcdef',
  });
  // The stack's data (s3rver, Airtable stand-in) goes when the runner exits. Not in a globalTeardown: that runs while the
  // webServer is still up and could write into the folder again; at exit Playwright has already stopped it.
  const dataDir = process.env.E2E_DATA_DIR as string;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const env = process.env as Record<string, string>;
export const e2e = {
  baseURL: `http://127.0.0.1:${env.E2E_PORT}`,
  sesURL: `http://127.0.0.1:${env.E2E_SES_PORT}`,
  adminToken: env.E2E_ADMIN_TOKEN as string,
};

/** Specs that only load pages and look at them: no form is sent and nothing reaches Airtable. */
const scans = /(a11y|visual)\.spec\.ts/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One browser worker per core (2 on the development and CI machines), plus one for the lead import, which mostly
  // waits on Airtable's pace (see projects); specs that share a budget serialize themselves instead.
  workers: availableParallelism() + 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // A hang guard, not a speed check: on a loaded 2-core machine multi-page tests ran 28-35 s, past the 30 s default.
  timeout: 60_000,
  use: {
    baseURL: e2e.baseURL,
    // DOM snapshots of a failing test, without the screencast: its frames cost about a sixth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Root in a container, and a closed network: keep Chromium from phoning home.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Imports pace themselves at Airtable's 5 requests/s per base, the limit the stand-in enforces for everyone: they run
  // after the specs that write or read Airtable, so those don't share the budget and meet a 30 s penalty (and don't page
  // through the 1,222 imported rows). The import (about 40 s, mostly waiting on that pace) runs on a worker of its own,
  // beside the scans (axe and the visual pass: pages only, nothing reaches Airtable), which keep both cores busy.
  // A failure in the first project skips the other two, as it skipped the import before.
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: [/lead-import\.spec\.ts/, scans], workers: availableParallelism() },
    // The scans (screenshots and layout at three widths, axe) retry once: a fresh-clone CI run saw Chromium stall for two
    // minutes in setViewportSize on a page whose test takes 3 s (session 19); the list reports a retried pass as flaky,
    // so a stall stays visible. Functional specs never retry.
    { name: 'scans', use: { ...devices['Desktop Chrome'] }, testMatch: scans, dependencies: ['chromium'], workers: availableParallelism(), retries: 1 },
    { name: 'lead-import', use: { ...devices['Desktop Chrome'] }, testMatch: /lead-import\.spec\.ts/, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    command: 'node local/start.ts',
    cwd: resolve(import.meta.dirname, '../..'),
    url: `${e2e.baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: env.E2E_PORT as string,
      SES_PORT: env.E2E_SES_PORT as string,
      S3_PORT: env.E2E_S3_PORT as string,
      AIRTABLE_PORT: env.E2E_AIRTABLE_PORT as string,
      LOCAL_DATA_DIR: env.E2E_DATA_DIR as string,
      ADMIN_TOKEN: e2e.adminToken,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      // Mounts POST /__test/ses/stop|start so contact.spec.ts can take the email service down and back up.
      LOCAL_TEST_CONTROL: '1',
    },
  },
});
