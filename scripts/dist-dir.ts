import { resolve } from 'node:path';

/** Where builds go (`site/`, `server/`, `functions/`); parallel work and tests may point DIST_DIR elsewhere. */
export function distDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(import.meta.dirname, '..', env.DIST_DIR ?? 'dist');
}
