/**
 * How every function is bundled, shared by `npm run build:functions` and the CDK stack's NodejsFunction.
 * keepNames: airtable.js (node-fetch 2) checks `constructor.name` of AbortSignal, which minification breaks.
 * The banner gives ESM bundles a `require` for CommonJS dependencies that call it.
 */
export const bundling = {
  format: 'esm',
  target: 'node24',
  platform: 'node',
  minify: true,
  sourcemap: true,
  keepNames: true,
  mainFields: ['module', 'main'],
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  // The Lambda Node.js runtime ships AWS SDK v3, but bundling pins the version we test against.
  external: [] as string[],
} as const;
