import { join, resolve } from 'node:path';
import { build } from 'vite';
import { distDir } from '../../scripts/dist-dir.ts';
import { prerender } from './prerender.ts';
import { writeSiteAssets } from './site-assets.ts';

const configFile = resolve(import.meta.dirname, '../vite.config.ts');
const dist = distDir();

// Client bundle, then the same app as an SSR module used only to prerender each route to HTML.
// The manifest tells the prerender which chunks and stylesheets each route needs (it deletes it afterwards).
await build({ configFile, logLevel: 'warn', build: { manifest: true } });
await build({ configFile, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: join(dist, 'server'), emptyOutDir: true, sourcemap: false } });
await prerender(dist);
await writeSiteAssets(dist);
