import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const featuresDir = './frontend/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: ['./frontend/src/components', './frontend/src/lib'], from: ['./frontend/src/features', './frontend/src/routes'], message: 'Shared code must not depend on features or routes.' },
            { target: featuresDir, from: './frontend/src/routes', message: 'Features must not depend on routes.' },
            ...features.map((feature) => ({
              target: `${featuresDir}/${feature}`,
              from: featuresDir,
              except: [`./${feature}`],
              message: 'Features must not import each other; move shared code to components/ or lib/.',
            })),
            { target: ['./functions', './contracts', './content'], from: ['./frontend', './infra', './local'], message: 'Functions, contracts and content stay independent of the frontend, infra and local tooling.' },
          ],
        },
      ],
    },
  },
  {
    // Config files and CLIs whose tools require a default export.
    files: ['*.config.ts', '*.config.js', 'frontend/vite.config.ts', 'frontend/e2e/playwright.config.ts', 'vitest.workspace.ts', '**/*.d.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
