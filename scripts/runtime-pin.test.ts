import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// `.nvmrc`, `engines` and the pinned `node` package must name the same major version, and the tests must run on it
// (npm scripts put node_modules/.bin, where the `node` package links Node's binary, first on PATH).
const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const wanted = Number(readFileSync(join(root, '.nvmrc'), 'utf8').trim());

describe('the pinned Node runtime', () => {
  it('is named the same by .nvmrc, engines and the node package, whose install script may run', () => {
    expect(pkg.devDependencies.node?.split('.')[0]).toBe(String(wanted));
    expect(pkg.engines.node).toBe(`>=${wanted}`);
    expect(pkg.allowScripts.node).toBe(true);
  });

  it('is the Node these tests run on', () => {
    expect(Number(process.versions.node.split('.')[0]), `tests ran on ${process.version}`).toBeGreaterThanOrEqual(wanted);
  });
});
