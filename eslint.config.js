import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The import rules of docs/architecture.md ("What may import what"); keep the two in step.
const subfolders = (dir) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

const featuresDir = './frontend/src/features';
const features = subfolders(featuresDir);
const functionsDir = './functions';
// One folder per function feature; shared/ serves all of them. contact-delivery is lead capture's retrying
// sender and runs the contact feature's delivery core, so it may import contact.
const functionFeatures = subfolders(functionsDir).filter((name) => name !== 'shared');
const sameFeature = { 'contact-delivery': ['contact'] };

const frontendZones = [
  { target: ['./frontend/src/components', './frontend/src/lib'], from: ['./frontend/src/features', './frontend/src/routes'], message: 'Shared code must not depend on features or routes.' },
  { target: featuresDir, from: './frontend/src/routes', message: 'Features must not depend on routes.' },
  ...features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: 'Features must not import each other; move shared code to components/ or lib/.',
  })),
];

/** functions/, contracts/ and content/; tests and their support files may also start the local/ stand-ins. */
const backendZones = (allowLocal) => [
  {
    target: ['./functions', './contracts', './content'],
    from: allowLocal ? ['./frontend', './infra'] : ['./frontend', './infra', './local'],
    message: 'Functions, contracts and content never import the frontend, infra or local tooling (local stand-ins are for tests only).',
  },
  { target: `${functionsDir}/shared`, from: functionFeatures.map((name) => `${functionsDir}/${name}`), message: 'functions/shared must not depend on a feature.' },
  ...functionFeatures.map((name) => ({
    target: `${functionsDir}/${name}`,
    from: functionFeatures.filter((other) => other !== name && !(sameFeature[name] ?? []).includes(other)).map((other) => `${functionsDir}/${other}`),
    message: 'A function feature must not reach into another; move what both need to functions/shared/.',
  })),
];

const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test-services.ts', '**/*-testing.ts', '**/testing.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'cdk.out/**', '.local/**', 'node_modules/**', 'frontend/src/route-tree.gen.ts', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.d.ts'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'error',
      // Imports flow one way: shared -> features -> routes; never between features.
      'import-x/no-restricted-paths': ['error', { zones: [...frontendZones, ...backendZones(false)] }],
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...frontendZones, ...backendZones(true)] }] },
  },
  {
    // Config files and CLIs whose tools require a default export.
    files: ['*.config.ts', '*.config.js', 'frontend/vite.config.ts', 'frontend/e2e/playwright.config.ts', 'vitest.workspace.ts', '**/*.d.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
