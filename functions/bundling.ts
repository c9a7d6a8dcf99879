import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { lambdaFunctions } from './function-entries.ts';

/**
 * How every function is bundled, shared by `npm run build:functions` and the CDK stack's NodejsFunction.
 * Source maps: never inside a bundle (no `sourceMappingURL`, no `--enable-source-maps`); the build writes each
 * function's map beside the bundles, under `<dist>/function-maps/<name>/`, for decoding a stack trace by hand.
 * keepNames: airtable.js (node-fetch 2) checks `constructor.name` of AbortSignal, which minification breaks. It is set
 * per function (functions/function-entries.ts): only bundles with airtable.js pay for it (about 60 KiB and a
 * `defineProperty` per class and function at import); bundling.test.ts checks the flags against each bundle's inputs.
 * The banner gives ESM bundles a `require` for CommonJS dependencies that call it.
 * alias: the SDK clients' default credential chain is replaced by a reader of the environment variables Lambda sets
 * (functions/shared/lambda-credential-provider.ts says why; about 95 KB less per bundle). An absolute path, so the
 * build, the tests and CDK's esbuild resolve the same file whatever their working directory.
 */
export const bundling = {
  format: 'esm',
  target: 'node24',
  platform: 'node',
  minify: true,
  /** esbuild's 'external': the map is produced but the bundle does not point at it. */
  sourcemap: 'external',
  keepNames: true,
  // Accented letters as UTF-8 (2 bytes), not esbuild's default \xNN escapes (4): the chat's es/fr/de answers are full of them.
  charset: 'utf8',
  mainFields: ['module', 'main'],
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  alias: { '@aws-sdk/credential-provider-node': join(import.meta.dirname, 'shared', 'lambda-credential-provider.ts') } as Readonly<Record<string, string>>,
  // The Lambda Node.js runtime ships AWS SDK v3, but bundling pins the version we test against. Per function, a module
  // only a dynamic import() loads for a call it never makes may stay out (function-entries.ts `external`): the chat's
  // Secrets Manager client loads @smithy/core's event-stream serde that way, 20 KB of its bundle (S3's clients import it
  // statically, so the others keep it).
  external: [] as readonly string[],
} as const;

export type Bundling = Omit<typeof bundling, 'keepNames' | 'external'> & { readonly keepNames: boolean; readonly external: readonly string[] };

/** The bundling of one function by name; a name not in function-entries.ts keeps names (the safe default). */
export function bundlingFor(name: string): Bundling {
  const flags: Record<string, { readonly keepNames: boolean; readonly external?: readonly string[] }> = lambdaFunctions;
  return { ...bundling, keepNames: flags[name]?.keepNames ?? bundling.keepNames, external: flags[name]?.external ?? bundling.external };
}

/** esbuild options for one function's bundle (`npm run build:functions`; the infra tests compare them with CDK's bundle). */
export function esbuildOptions(
  entryPoint: string,
  outfile: string,
  options: Bundling = bundling,
): BuildOptions & { write: false; metafile: true } {
  return {
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    format: options.format,
    target: options.target,
    platform: options.platform,
    minify: options.minify,
    sourcemap: options.sourcemap,
    keepNames: options.keepNames,
    charset: options.charset,
    mainFields: [...options.mainFields],
    banner: { js: options.banner },
    alias: { ...options.alias },
    external: [...options.external],
    metafile: true,
    write: false,
    logLevel: 'warning',
  };
}
