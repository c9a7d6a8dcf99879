import type { BuildOptions } from 'esbuild';

/**
 * How every function is bundled, shared by `npm run build:functions` and the CDK stack's NodejsFunction.
 * Source maps: never inside a bundle (no `sourceMappingURL`, no `--enable-source-maps`); the build writes each
 * function's map beside the bundles, under `<dist>/function-maps/<name>/`, for decoding a stack trace by hand.
 * keepNames: airtable.js (node-fetch 2) checks `constructor.name` of AbortSignal, which minification breaks.
 * The banner gives ESM bundles a `require` for CommonJS dependencies that call it.
 */
export const bundling = {
  format: 'esm',
  target: 'node24',
  platform: 'node',
  minify: true,
  /** esbuild's 'external': the map is produced but the bundle does not point at it. */
  sourcemap: 'external',
  keepNames: true,
  mainFields: ['module', 'main'],
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  // The Lambda Node.js runtime ships AWS SDK v3, but bundling pins the version we test against.
  external: [] as string[],
} as const;

/** esbuild options for one function's bundle (`npm run build:functions`; the infra tests compare them with CDK's bundle). */
export function esbuildOptions(entryPoint: string, outfile: string): BuildOptions & { write: false; metafile: true } {
  return {
    entryPoints: [entryPoint],
    outfile,
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
    write: false,
    logLevel: 'warning',
  };
}
