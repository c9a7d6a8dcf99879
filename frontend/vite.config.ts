import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { distDir } from '../scripts/dist-dir.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';

const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: resolve(root, 'src/routes'),
      generatedRouteTree: resolve(root, 'src/route-tree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
  ],
  define: {
    __SITE_SETTINGS__: JSON.stringify(loadSiteSettings()),
  },
  build: {
    outDir: resolve(distDir(), 'site'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
