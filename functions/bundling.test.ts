import { isBuiltin } from 'node:module';
import { join, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundlingFor, esbuildOptions } from './bundling.ts';
import { lambdaFunctions, type LambdaFunctionName } from './function-entries.ts';

const root = resolve(import.meta.dirname, '..');
const names = Object.keys(lambdaFunctions) as LambdaFunctionName[];

/** What each function's real bundle is made of and weighs (built in memory with the build's own options). */
const bundles = new Map<LambdaFunctionName, { inputs: string[]; bytes: number; external: { path: string; kind: string }[] }>();

beforeAll(async () => {
  for (const name of names) {
    const result = await build(esbuildOptions(join(root, lambdaFunctions[name].entry), join(root, '.local', name, 'index.mjs'), bundlingFor(name)));
    const output = Object.values(result.metafile.outputs).find((out: Metafile['outputs'][string]) => out.entryPoint !== undefined);
    const external = (output?.imports ?? []).filter((i) => i.external && !isBuiltin(i.path)).map(({ path, kind }) => ({ path, kind }));
    bundles.set(name, { inputs: Object.keys(output?.inputs ?? {}), bytes: output?.bytes ?? 0, external });
  }
}, 120_000);

describe('per-function bundling', () => {
  it.each(names)('%s keeps function names exactly when airtable.js (node-fetch 2) is in its bundle', (name) => {
    const inputs = bundles.get(name)?.inputs ?? [];
    const needsNames = inputs.some((file) => file.includes('node_modules/airtable/') || file.includes('node_modules/node-fetch/'));
    expect(inputs.length).toBeGreaterThan(0);
    expect(bundlingFor(name).keepNames).toBe(needsNames);
  });

  it('keeps the chat bundle at or under 1 MB, 1,000,000 bytes (issue 21), free of zod locales other than English and of zod\'s chained API', () => {
    const chat = bundles.get('chat');
    expect(chat?.bytes).toBeLessThanOrEqual(1_000_000);
    const locales = (chat?.inputs ?? []).filter((file) => file.includes('zod/v4/locales/') && !file.endsWith('/en.js'));
    expect(locales).toEqual([]);
    // The chat's contracts and settings use zod/mini; one import of a classic schema module (contracts/contact.ts) adds ~60 KB.
    expect((chat?.inputs ?? []).filter((file) => file.includes('zod/v4/classic/'))).toEqual([]);
  });

  // Lambda provides credentials in the environment; the SDK's default chain (profiles, SSO, login, process, web
  // identity, metadata services, nested STS/SSO-OIDC clients) is aliased away (functions/bundling.ts).
  it.each(names)('%s reads AWS credentials from the environment only: no default credential chain in its bundle', (name) => {
    const inputs = bundles.get(name)?.inputs ?? [];
    const chain = /node_modules\/(@aws-sdk\/(credential-provider-(?!env\/)[^/]+|nested-clients|token-providers)|@smithy\/credential-provider-imds)\//;
    expect(inputs.filter((file) => chain.test(file))).toEqual([]);
    expect(inputs.filter((file) => file.endsWith('functions/shared/lambda-credential-provider.ts'))).toHaveLength(1);
  });

  // A module a function leaves out (function-entries.ts `external`) must only be loaded by a dynamic import(): a static one
  // would fail at load time in Lambda, where it is not installed.
  it.each(names)('%s loads what it leaves out of its bundle only by a dynamic import()', (name) => {
    const left = bundlingFor(name).external;
    const imports = bundles.get(name)?.external.filter((i) => left.includes(i.path)) ?? [];
    expect(imports.filter((i) => i.kind !== 'dynamic-import')).toEqual([]);
    expect(new Set(imports.map((i) => i.path))).toEqual(new Set(left));
  });
});
