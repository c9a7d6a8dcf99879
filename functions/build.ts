import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { distDir } from '../scripts/dist-dir.ts';
import { bundling } from './bundling.ts';
import { lambdaFunctions } from './function-entries.ts';

const root = resolve(import.meta.dirname, '..');
const outRoot = join(distDir(), 'functions');

for (const [name, { entry }] of Object.entries(lambdaFunctions)) {
  const result = await build({
    entryPoints: [join(root, entry)],
    outfile: join(outRoot, name, 'index.mjs'),
    bundle: true,
    format: bundling.format,
    target: bundling.target,
    platform: bundling.platform,
    minify: bundling.minify,
    sourcemap: bundling.sourcemap,
    keepNames: bundling.keepNames,
    mainFields: [...bundling.mainFields],
    banner: { js: bundling.banner },
    external: [...bundling.external],
    metafile: true,
    logLevel: 'warning',
  });
  await writeFile(join(outRoot, name, 'meta.json'), JSON.stringify(result.metafile));
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  console.log(`bundled ${name}: ${(bytes / 1024).toFixed(0)} KiB`);
}
