/* global console, process, URL */
// First step of every npm script. Plain JavaScript on purpose: it must run on whatever Node the PATH gives (18 or newer),
// so that a wrong Node ends in one line naming the fix instead of an "Unknown file extension .ts" stack trace.
// `node scripts/preflight.js [start|test]` also checks what that command needs before a minute of building.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { binaryPackage, fileStamp, pinnedBinary, pinnedVersion, readRecord, sha256File } from './node-runtime.js';

const root = new URL('../', import.meta.url);
const wanted = Number(readFileSync(new URL('.nvmrc', root), 'utf8').trim());
const major = Number(process.versions.node.split('.')[0]);

function stop(line) {
  console.error(`\n${line}\n`);
  process.exit(1);
}

// The runtime every npm script runs (build, synth, deploy with AWS credentials) is downloaded by the `node` package's
// install step, outside the lockfile: it must match the checksum recorded in the repo before anything runs on it.
await verifyPinnedRuntime();

async function verifyPinnedRuntime() {
  if (!existsSync(pinnedBinary)) return; // not installed: the checks below say how
  const version = pinnedVersion();
  const target = `${process.platform}-${process.arch}`;
  const record = readRecord();
  const fix = 'run `node scripts/record-node-checksum.js linux-x64 linux-arm64` (it checks the registry\'s own tarball) and commit scripts/node-runtime.json';
  if (record.version !== version) stop(`scripts/node-runtime.json records Node ${record.version}, but the \`node\` package installed ${version}: ${fix}.`);
  const expected = record.binaries?.[target]?.sha256;
  if (!expected) stop(`No checksum for ${binaryPackage(version)} (${target}) in scripts/node-runtime.json: ${fix}.`);
  const cacheFile = new URL('node_modules/.cache/node-runtime-verified.json', root);
  const stamp = fileStamp(pinnedBinary);
  const cached = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
  if (cached.stamp === stamp && cached.sha256 === expected) return;
  const actual = await sha256File(pinnedBinary);
  if (actual !== expected) {
    stop(`node_modules/node/bin/node is not the Node ${version} recorded in scripts/node-runtime.json (sha256 ${actual.slice(0, 16)}..., expected ${expected.slice(0, 16)}...): reinstall it with \`rm -rf node_modules/node && npm install\`; if it still differs, run nothing and report it.`);
  }
  mkdirSync(new URL('node_modules/.cache/', root), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify({ stamp, sha256: actual }));
}

if (major < wanted) {
  if (!existsSync(new URL('node_modules/node/package.json', root))) {
    stop(`This project runs on Node ${wanted} (this is ${process.version}): run \`npm install\` first; it installs Node ${wanted} into node_modules for every npm script.`);
  }
  if (!existsSync(new URL('node_modules/node/bin/node', root))) {
    stop(`Node ${wanted} is installed without its binary (its install script did not run, e.g. --ignore-scripts): run \`npm rebuild node\`.`);
  }
  stop(`This ran on Node ${process.version}, not the project's Node ${wanted}: run it through npm (\`npm start\`, \`npm test\`, \`npm run <script>\`), or \`nvm use\`.`);
}

const command = process.argv[2];
if (command === 'test') {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) stop(`Chromium not found at ${chromium}: install Debian's (\`apt-get install chromium\`) or set CHROMIUM_PATH to a Chromium binary.`);
}
if (command === 'start' || command === 'dev') {
  // Node >= 24 from here on, so the TypeScript checks can load.
  const { checkLocalStart } = await import('../local/start-checks.ts');
  const check = await checkLocalStart();
  if (!check.ok) stop(check.problems.join('\n'));
}
