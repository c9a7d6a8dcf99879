/** The files one chunk needs beside itself: the chunks it imports statically and its stylesheets (Rollup output). */
export interface ChunkGraphNode {
  imports: readonly string[];
  css: readonly string[];
}

/** Modules (first the chunk itself, then its static imports) and stylesheets, as root-relative URLs. */
export interface Assets {
  modules: string[];
  styles: string[];
}

/**
 * What the client build tells the prerender: the entry's assets, per route id its code-split chunks' assets, and per
 * static island (a `<name>.island.tsx` loaded with import(), see components/static-island.tsx) its stylesheets.
 */
export interface PageAssetsManifest {
  entry: Assets;
  routes: Record<string, Assets>;
  islands?: Record<string, readonly string[]>;
}

/** The island a dynamically imported file holds content for: 'home-sections' for .../home-sections.island.tsx. */
export const islandNameOf = (file: string): string | undefined => /([^/]+)\.island\.tsx$/.exec(file)?.[1];

/** Every file reachable from `starts` through static imports, each once, starts first; with their stylesheets. */
export function collectAssets(graph: ReadonlyMap<string, ChunkGraphNode>, starts: readonly string[]): Assets {
  const modules: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const node = graph.get(file);
    if (!node) throw new Error(`route assets: chunk ${file} is not in the build output`);
    modules.push(`/${file}`);
    for (const sheet of node.css) styles.add(`/${sheet}`);
    queue.push(...node.imports);
  }
  return { modules, styles: [...styles] };
}

/**
 * The stylesheets and modules a prerendered page needs: the entry's, then those of every matched route's code-split
 * chunks that the entry does not already bring. Listing them up front avoids a flash of unstyled route content and a
 * request waterfall (entry -> route chunk -> its imports) before hydration. A matched route the build knows nothing
 * about fails the build (the root route, bundled with the entry, is the one exception).
 */
export function pageAssets(manifest: PageAssetsManifest, routeIds: readonly string[], islands: readonly string[] = [], rootRouteId = '__root__'): Assets {
  const modules = [...manifest.entry.modules];
  const styles = [...manifest.entry.styles];
  for (const id of routeIds) {
    if (id === rootRouteId) continue;
    const route = manifest.routes[id];
    if (!route) throw new Error(`route assets: the build has no record of route '${id}' (is it a file route under src/routes?)`);
    for (const module of route.modules) if (!modules.includes(module)) modules.push(module);
    for (const sheet of route.styles) if (!styles.includes(sheet)) styles.push(sheet);
  }
  // A static island's HTML is in the page from the first paint while its code never loads there: only its stylesheets.
  for (const name of islands) {
    const sheets = manifest.islands?.[name];
    if (!sheets) throw new Error(`route assets: the page shows static island '${name}', but the build has no <name>.island.tsx chunk for it`);
    for (const sheet of sheets) if (!styles.includes(sheet)) styles.push(sheet);
  }
  return { modules, styles };
}
