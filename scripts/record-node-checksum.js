/* global console, process */
// `node scripts/record-node-checksum.js [platform-arch ...]`: records the SHA-256 of the Node binary that the `node`
// package installs, for each platform, taken from the registry's own tarball (npm verifies it against the registry's
// sha512 integrity, also recorded). Run it when the `node` devDependency changes version; commit scripts/node-runtime.json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binaryPackage, pinnedVersion, readRecord, recordFile, sha256File } from './node-runtime.js';

const version = pinnedVersion();
const targets = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [`${process.platform}-${process.arch}`];
const record = readRecord();
if (record.version !== version) record.binaries = {};
record.version = version;
for (const target of targets) {
  const [platform, arch] = target.split('-');
  const pkg = binaryPackage(version, platform, arch);
  const dir = mkdtempSync(join(tmpdir(), 'node-pack-'));
  try {
    const [packed] = JSON.parse(execFileSync('npm', ['pack', pkg, '--json', '--pack-destination', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
    execFileSync('tar', ['-xzf', join(dir, packed.filename), '-C', dir, 'package/bin/node']);
    record.binaries[target] = { package: pkg, integrity: packed.integrity, sha256: await sha256File(join(dir, 'package/bin/node')) };
    console.log(`${target}: ${record.binaries[target].sha256}`);
  } catch {
    console.log(`${target}: ${pkg} is not on the registry; the \`node\` package cannot install there either (not recorded)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
console.log(`recorded in ${recordFile.pathname}`);
