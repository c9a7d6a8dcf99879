import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

// The one list of Vitest projects. Vitest 4+ reads projects from vitest.config.ts, which imports this.
export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: './frontend/vite.config.ts',
    test: {
      name: 'frontend',
      root: './frontend',
      environment: 'jsdom',
      // Threads start faster than the default forks; only the projects that never spawn processes or load esbuild
      // (whose JS API does not run in a worker thread) use them.
      pool: 'threads',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
    },
  },
  {
    test: {
      name: 'functions',
      environment: 'node',
      pool: 'threads',
      include: ['functions/**/*.test.ts', 'contracts/**/*.test.ts', 'content/**/*.test.ts'],
    },
  },
  {
    test: {
      name: 'local',
      environment: 'node',
      include: ['local/**/*.test.ts', 'scripts/**/*.test.ts', 'frontend/scripts/**/*.test.ts'],
      exclude: [...configDefaults.exclude, 'local/faults/**'],
    },
  },
  {
    test: {
      // npm run test:faults: built bundles in fresh processes against fault servers (builds the bundles if missing).
      name: 'faults',
      environment: 'node',
      include: ['local/faults/**/*.test.ts'],
      maxConcurrency: 6,
      testTimeout: 150_000,
      hookTimeout: 180_000,
    },
  },
  {
    test: {
      name: 'infra',
      environment: 'node',
      include: ['infra/**/*.test.ts'],
      testTimeout: 60_000,
    },
  },
];
