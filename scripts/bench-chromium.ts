import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags Playwright uses here (frontend/e2e/playwright.config.ts): a closed network, nothing phoning home.
export const chromiumFlags: readonly string[] = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-default-apps', '--mute-audio'];


export function listen(server: Server, port = 0): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done((server.address() as AddressInfo).port));
  });
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((done) => probe.close(done));
  return port;
}

/** Starts Chromium with a DevTools port for Lighthouse; resolves once it is listening. */
export function launchChromium(): Promise<{ port: number; close: () => void }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(chromiumPath, [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const close = () => {
    child.kill();
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((done, fail) => {
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) done({ port: Number(match[1]), close });
    });
    child.once('exit', (code) => fail(new Error(`Chromium exited (${code}) before listening:\n${log}`)));
  });
}

