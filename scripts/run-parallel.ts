// `node scripts/run-parallel.ts typecheck lint build`: runs those npm scripts at the same time and fails if any fails.
// npm test's checks are independent (tsc and ESLint read the sources, the build writes dist/), and each alone leaves a
// core idle on a 2-core machine; together they take the time of the longest instead of the sum. Each script's output
// is printed whole when it ends, so the logs do not interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(name: string): Promise<{ name: string; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ name, code: 1, output: `${output}${error.message}\n`, seconds: (Date.now() - started) / 1000 }));
    child.on('close', (code, signal) => done({ name, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(
  names.map(async (name) => {
    const result = await run(name);
    const verdict = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
    process.stdout.write(`\n> npm run ${name}: ${verdict} in ${result.seconds.toFixed(1)} s\n${result.output}`);
    return result;
  }),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (failed.length > 0) {
  console.error(`\n${failed.join(', ')} failed (see above)`);
  process.exit(1);
}
