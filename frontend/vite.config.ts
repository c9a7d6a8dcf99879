import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { distDir } from '../scripts/dist-dir.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { pageAssetsPlugins } from './scripts/route-assets-plugin.ts';

const root = import.meta.dirname;
const pageAssets = pageAssetsPlugins();

export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: resolve(root, 'src/routes'),
      generatedRouteTree: resolve(root, 'src/route-tree.gen.ts'),
      quoteStyle: 'single',
      plugins: [pageAssets.generator],
    }),
    react(),
    pageAssets.vite,
  ],
  define: {
    __SITE_SETTINGS__: JSON.stringify(loadSiteSettings()),
  },
  build: {
    outDir: resolve(distDir(), 'site'),
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: {
      // The chat widget loads when the page is idle: appending a modulepreload link per dependency (13) cost ~25 ms of
      // main thread at CPU 4x in the middle of the route's load. Its stylesheets stay listed (they must be in place
      // before it renders); its modules are found by the browser from the chunk's own imports.
      resolveDependencies: (file, deps) => (file.includes('chat-widget') ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically ($initial: loaded on every first visit anyway) in one chunk with it.
        // Left to itself, Rolldown moves modules that lazy route chunks also import (the router core, Mantine's Box) into
        // shared chunks the first load then fetches as extra files: once a few route chunks used StaticIsland, `/` went
        // from 149.4 to 151.4 KB gzip (its module already loaded by the entry: rolldown/rolldown#10731, open).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
