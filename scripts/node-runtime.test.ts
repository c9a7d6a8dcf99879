import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/preflight.js, the first step of every npm script, refuses a Node binary that differs from the checksum
// recorded in scripts/node-runtime.json (the `node` package downloads it outside the lockfile). Run here on a
// copy of the scripts with a stand-in binary, so the real one is never touched.
const root = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'node-runtime-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const target = `${process.platform}-${process.arch}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function fixture(binary: string, record: { version: string; sha256?: string }): string {
  const dir = mkdtempSync(join(scratch, 'repo-'));
  mkdirSync(join(dir, 'scripts'));
  mkdirSync(join(dir, 'node_modules/node/bin'), { recursive: true });
  for (const file of ['scripts/preflight.js', 'scripts/node-runtime.js', '.nvmrc']) copyFileSync(join(root, file), join(dir, file));
  writeFileSync(join(dir, 'node_modules/node/package.json'), JSON.stringify({ name: 'node', version: '24.21.0' }));
  writeFileSync(join(dir, 'node_modules/node/bin/node'), binary);
  const binaries = record.sha256 ? { [target]: { package: `node-${target}@${record.version}`, integrity: 'sha512-x', sha256: record.sha256 } } : {};
  writeFileSync(join(dir, 'scripts/node-runtime.json'), JSON.stringify({ version: record.version, binaries }));
  return dir;
}

const preflight = (dir: string) => {
  const run = spawnSync(process.execPath, [join(dir, 'scripts/preflight.js')], { encoding: 'utf8' });
  return { status: run.status, message: run.stderr.trim() };
};

describe('the Node binary’s integrity, before any script runs', () => {
  it('runs on when the binary matches the recorded checksum (and remembers it, so the next script skips the hash)', () => {
    const dir = fixture('the real node', { version: '24.21.0', sha256: sha256('the real node') });
    expect(preflight(dir)).toEqual({ status: 0, message: '' });
    expect(JSON.parse(readFileSync(join(dir, 'node_modules/.cache/node-runtime-verified.json'), 'utf8')).sha256).toBe(sha256('the real node'));
    expect(preflight(dir).status).toBe(0);
  });

  it('stops with the one-line fix when the binary differs (a tampered download), even after an earlier pass', () => {
    const dir = fixture('the real node', { version: '24.21.0', sha256: sha256('the real node') });
    expect(preflight(dir).status).toBe(0);
    writeFileSync(join(dir, 'node_modules/node/bin/node'), 'a tampered node!');
    const { status, message } = preflight(dir);
    expect(status).toBe(1);
    expect(message).toMatch(/^node_modules\/node\/bin\/node is not the Node 24\.21\.0 recorded in scripts\/node-runtime\.json .*: reinstall it with `rm -rf node_modules\/node && npm install`/);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('fails closed when no checksum is recorded for this platform, or for this version', () => {
    expect(preflight(fixture('x', { version: '24.21.0' }))).toMatchObject({ status: 1, message: expect.stringContaining('No checksum for') });
    expect(preflight(fixture('x', { version: '24.20.0', sha256: sha256('x') }))).toMatchObject({ status: 1, message: expect.stringContaining('records Node 24.20.0') });
  });

  it("holds the checksum of the installed version, for Linux x64 at least (taken from the registry’s own tarball)", () => {
    const record = JSON.parse(readFileSync(join(root, 'scripts/node-runtime.json'), 'utf8')) as { version: string; binaries: Record<string, { sha256: string }> };
    const installed = JSON.parse(readFileSync(join(root, 'node_modules/node/package.json'), 'utf8')) as { version: string };
    expect(record.version).toBe(installed.version);
    expect(Object.keys(record.binaries)).toContain('linux-x64');
  });
});
