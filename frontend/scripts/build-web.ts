import { join, resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { distDir } from '../../scripts/dist-dir.ts';
import { prerender } from './prerender.ts';
import { writeSiteAssets } from './site-assets.ts';

const configFile = resolve(import.meta.dirname, '../vite.config.ts');
const frontendDir = resolve(import.meta.dirname, '..');
const dist = distDir();

/** The one entry chunk's file name in a Vite build's Rollup output. */
function entryFileName(output: Awaited<ReturnType<typeof build>>): string {
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const entries = outputs.flatMap((result) => result.output).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (entries.length !== 1 || !entries[0]) throw new Error(`Expected one entry chunk in the boot build, found ${entries.length}`);
  return entries[0].fileName;
}

// Client bundle (it also writes .vite/page-assets.json, the files each route needs: scripts/route-assets-plugin.ts);
// then the boot script on its own, so it shares no chunk with the app and stays one small request; then the same
// app as an SSR module used only to prerender each route to HTML.
await build({ configFile, logLevel: 'warn' });
const boot = await build({
  configFile: false,
  root: frontendDir,
  logLevel: 'warn',
  build: { outDir: join(dist, 'site'), emptyOutDir: false, sourcemap: true, copyPublicDir: false, modulePreload: false, rollupOptions: { input: resolve(frontendDir, 'src/boot/boot.ts') } },
});
await build({ configFile, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: join(dist, 'server'), emptyOutDir: true, sourcemap: false } });
await prerender(dist, entryFileName(boot));
await writeSiteAssets(dist);
