import type { GeneratorPlugin } from '@tanstack/router-generator';
import type { Plugin } from 'vite';
import { collectAssets, islandNameOf, type Assets, type ChunkGraphNode, type PageAssetsManifest } from './route-assets.ts';

/** Where the client build writes its PageAssetsManifest (under the output directory; the prerender reads and removes it). */
export const pageAssetsFileName = '.vite/page-assets.json';

/** A module id without its query: Vite and the router's code splitter add queries to the ids of virtual parts of a file. */
const fileOf = (moduleId: string) => new URL(moduleId, 'file:///').pathname;

/**
 * Route ids and their files come from TanStack's route generator (a generator plugin, its public hook); the chunks,
 * their imports and stylesheets from the Rollup bundle Vite hands its plugins. Together they say which files hydrate
 * each route, without parsing the generated route tree or Vite's index.html. Pass `generator` to tanstackRouter's
 * `plugins` and `vite` to Vite's.
 */
export function pageAssetsPlugins(): { generator: GeneratorPlugin; vite: Plugin } {
  const routeFiles = new Map<string, string>();
  let ssr = false;
  return {
    generator: {
      name: 'page-assets-route-files',
      onRouteTreeChanged: ({ routeNodes }) => {
        routeFiles.clear();
        for (const node of routeNodes) if (node.routePath) routeFiles.set(node.routePath, fileOf(node.fullPath));
      },
    },
    vite: {
      name: 'page-assets',
      apply: 'build',
      configResolved: (config) => {
        ssr = Boolean(config.build.ssr);
      },
      generateBundle(_options, bundle) {
        if (ssr) return;
        if (routeFiles.size === 0) this.error('page-assets: the router generator reported no routes');
        const graph = new Map<string, ChunkGraphNode>();
        const entries: string[] = [];
        const chunksByFile = new Map<string, string[]>();
        const islandChunks = new Map<string, string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          graph.set(output.fileName, { imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] });
          if (output.isEntry) entries.push(output.fileName);
          if (output.isDynamicEntry && output.facadeModuleId) {
            const file = fileOf(output.facadeModuleId);
            chunksByFile.set(file, [...(chunksByFile.get(file) ?? []), output.fileName]);
            const island = islandNameOf(file);
            if (island) islandChunks.set(island, output.fileName);
          }
        }
        if (entries.length !== 1) this.error(`page-assets: expected one entry chunk, found ${entries.length}`);
        const entry = collectAssets(graph, entries);
        const routes: Record<string, Assets> = {};
        for (const [id, file] of routeFiles) {
          const own = collectAssets(graph, chunksByFile.get(file) ?? []);
          routes[id] = { modules: own.modules.filter((module) => !entry.modules.includes(module)), styles: own.styles.filter((sheet) => !entry.styles.includes(sheet)) };
        }
        const islands: Record<string, string[]> = {};
        for (const [name, chunk] of islandChunks) islands[name] = collectAssets(graph, [chunk]).styles.filter((sheet) => !entry.styles.includes(sheet));
        const manifest: PageAssetsManifest = { entry, routes, islands };
        this.emitFile({ type: 'asset', fileName: pageAssetsFileName, source: JSON.stringify(manifest, null, 2) });
      },
    },
  };
}
