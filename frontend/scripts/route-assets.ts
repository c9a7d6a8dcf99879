import { readFile } from 'node:fs/promises';

/** One chunk of Vite's build manifest (`build.manifest`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Route id (e.g. '/blog/$slug') -> route file (e.g. 'src/routes/blog.$slug.tsx'), read from the generated route tree. */
export async function routeFilesById(routeTreeFile: string): Promise<Map<string, string>> {
  const source = await readFile(routeTreeFile, 'utf8');
  const files = new Map<string, string>();
  for (const [, name, file] of source.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)) {
    if (!name || !file) continue;
    const id = new RegExp(`${name}\\.update\\(\\{\\s*id: '([^']+)'`).exec(source)?.[1];
    if (id) files.set(id, `src/${file}.tsx`);
  }
  return files;
}

/** Whether a concrete path is served by a route id: '$param' matches one segment, a trailing '/' (index route) is ignored. */
export function routeIdMatches(id: string, path: string): boolean {
  const idParts = id.replace(/\/$/, '').split('/');
  const pathParts = path.replace(/\/$/, '').split('/');
  if (idParts.length > pathParts.length) return false;
  const pathless = (part: string) => part.startsWith('_') || /^\(.*\)$/.test(part);
  const visible = idParts.filter((part) => !pathless(part));
  return visible.length === pathParts.length && visible.every((part, index) => part.startsWith('$') || part === pathParts[index]);
}

/**
 * The stylesheets and modules a prerendered page needs beyond the entry's: the code-split component chunks of every
 * route that renders the path, with their static imports. Listing them up front avoids a flash of unstyled route
 * content and a request waterfall (entry -> route chunk -> its imports) before hydration.
 */
export function routeAssets(path: string, routeFiles: ReadonlyMap<string, string>, manifest: ViteManifest): { styles: string[]; modules: string[] } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const entryKeys = new Set<string>();
  const collect = (key: string, into: Set<string>, visited: Set<string>) => {
    if (visited.has(key)) return;
    visited.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into, visited);
    into.add(key);
  };
  if (entry) collect(entry.src ?? 'index.html', entryKeys, new Set());
  const keys = new Set<string>();
  const visited = new Set<string>();
  for (const [id, file] of routeFiles) {
    const key = `${file}?tsr-split=component`;
    if (id !== '__root__' && routeIdMatches(id, path) && manifest[key]) collect(key, keys, visited);
  }
  const styles = new Set<string>();
  const modules: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || entryKeys.has(key)) continue;
    modules.push(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) styles.add(`/${sheet}`);
  }
  return { styles: [...styles], modules };
}
