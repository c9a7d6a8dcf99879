import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    testTimeout: 20_000,
    // Vitest's default in run mode is one worker fewer than the cores: a single worker on the 2-core machines.
    maxWorkers: availableParallelism(),
  },
});
