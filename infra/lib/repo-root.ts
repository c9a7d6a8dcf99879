import { resolve } from 'node:path';

/** The repository root: entry files, attached_assets/ and the lock file are found from here, not from the cwd. */
export const repoRoot = resolve(import.meta.dirname, '..', '..');
