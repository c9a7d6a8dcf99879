import type { TestProjectInlineConfiguration } from 'vitest/config';

// The one list of Vitest projects. Vitest 4+ reads projects from vitest.config.ts, which imports this.
export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: './frontend/vite.config.ts',
    test: {
      name: 'frontend',
      root: './frontend',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
    },
  },
  {
    test: {
      name: 'functions',
      environment: 'node',
      include: ['functions/**/*.test.ts', 'contracts/**/*.test.ts', 'content/**/*.test.ts'],
    },
  },
  {
    test: {
      name: 'local',
      environment: 'node',
      include: ['local/**/*.test.ts', 'scripts/**/*.test.ts'],
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
