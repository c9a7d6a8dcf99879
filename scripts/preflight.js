/* global console, process, URL */
// First step of every npm script. Plain JavaScript on purpose: it must run on whatever Node the PATH gives (18 or newer),
// so that a wrong Node ends in one line naming the fix instead of an "Unknown file extension .ts" stack trace.
// `node scripts/preflight.js [start|test]` also checks what that command needs before a minute of building.
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const wanted = Number(readFileSync(new URL('.nvmrc', root), 'utf8').trim());
const major = Number(process.versions.node.split('.')[0]);

function stop(line) {
  console.error(`\n${line}\n`);
  process.exit(1);
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
