import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { distDir } from '../scripts/dist-dir.ts';
import { bundlingFor, esbuildOptions } from './bundling.ts';
import { lambdaFunctions } from './function-entries.ts';

const root = resolve(import.meta.dirname, '..');
const outRoot = join(distDir(), 'functions');
// Source maps are build artifacts kept outside the bundle folders (what a deployment would ship).
const mapsRoot = join(distDir(), 'function-maps');

for (const [name, { entry }] of Object.entries(lambdaFunctions)) {
  const outfile = join(outRoot, name, 'index.mjs');
  const result = await build(esbuildOptions(join(root, entry), outfile, bundlingFor(name)));
  for (const file of result.outputFiles) {
    const target = file.path.endsWith('.map') ? join(mapsRoot, name, basename(file.path)) : file.path;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
  await writeFile(join(outRoot, name, 'meta.json'), JSON.stringify(result.metafile));
  const bytes = result.outputFiles.filter((file) => !file.path.endsWith('.map')).reduce((sum, file) => sum + file.contents.byteLength, 0);
  console.log(`bundled ${name}: ${(bytes / 1024).toFixed(0)} KiB`);
}
