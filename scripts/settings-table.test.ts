import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../functions/shared/settings.ts';
import { deploySettingsSchema } from '../infra/lib/deploy-settings.ts';
import { localSettingsSchema } from '../local/settings.ts';
import { siteSettingsSchema } from '../settings/site-settings.ts';

// The README's settings tables must list exactly what the code reads: every settings-schema key and every
// `process.env.NAME` / CDK context name in the source, and nothing else.
const root = join(import.meta.dirname, '..');
const sourceFolders = ['contracts', 'content', 'settings', 'frontend', 'functions', 'infra', 'local', 'scripts'];
const skipFolders = new Set(['node_modules', 'dist', 'cdk.out', '.local', 'test-results']);
// Plumbing, not settings: the Playwright config picks free ports once and hands them to its workers through these.
const internal = /^E2E_/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipFolders.has(entry.name) || entry.name.startsWith('dist-') ? [] : sourceFiles(path);
    // Tests set and read variables of their own; what a person can set is what the product code reads.
    return /\.(ts|tsx|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** NAME -> where the code reads it. */
function namesReadByCode(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (name: string, where: string) => {
    if (!internal.test(name)) found.set(name, (found.get(name) ?? new Set()).add(where));
  };
  const schemas = {
    'local/settings.ts (localSettingsSchema)': localSettingsSchema.shape,
    'functions/shared/settings.ts (settingsSchema)': settingsSchema.shape,
    'settings/site-settings.ts (siteSettingsSchema)': siteSettingsSchema.shape,
    'infra/lib/deploy-settings.ts (deploySettingsSchema)': deploySettingsSchema.shape,
  };
  for (const [where, shape] of Object.entries(schemas)) for (const name of Object.keys(shape)) add(name, where);
  const reads = /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])|tryGetContext\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g;
  const files = [...sourceFolders.flatMap((folder) => sourceFiles(join(root, folder))), ...readdirSync(root).filter((name) => /\.(ts|js)$/.test(name)).map((name) => join(root, name))];
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(reads)) add((match[1] ?? match[2] ?? match[3]) as string, relative(root, file));
  }
  return found;
}

/** NAME -> the README section whose table lists it (the names in backticks in a row's first cell). */
function namesInReadmeTables(readme: string): Map<string, string> {
  const listed = new Map<string, string>();
  for (const section of ['Settings', 'Cloud settings']) {
    const body = readme.split(`\n## ${section}\n`)[1]?.split('\n## ')[0] ?? '';
    for (const row of body.split('\n').filter((line) => line.startsWith('|'))) {
      const firstCell = row.split('|')[1] ?? '';
      for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) listed.set(name as string, section);
    }
  }
  return listed;
}

describe('README settings tables', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const code = namesReadByCode();
  const tables = namesInReadmeTables(readme);

  it('list every setting the code reads', () => {
    const missing = [...code]
      .filter(([name]) => !tables.has(name))
      .map(([name, where]) => `${name} is read by ${[...where].join(', ')} but is missing from README.md's settings tables: add a row`);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('list no setting that the code does not read', () => {
    const unread = [...tables]
      .filter(([name]) => !code.has(name))
      .map(([name, section]) => `${name} is in README.md's "## ${section}" table but no code reads it: remove the row, or read it through a settings schema`);
    expect(unread, unread.join('\n')).toEqual([]);
  });

  it('list each deployment setting in the Cloud settings table', () => {
    const misplaced = Object.keys(deploySettingsSchema.shape)
      .filter((name) => tables.get(name) !== 'Cloud settings')
      .map((name) => `${name} is a deployment setting (infra/lib/deploy-settings.ts) but is missing from README.md's "## Cloud settings" table: add a row`);
    expect(misplaced, misplaced.join('\n')).toEqual([]);
  });
});
