import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, listen } from './bench-chromium.ts';

const root = resolve(import.meta.dirname, '..');

export interface BenchSide {
  readonly ref: string;
  readonly origin: string;
  readonly siteDir: string;
  readonly close: () => void;
}

/**
 * Checks `ref` out into a temporary git worktree (sharing this checkout's node_modules), builds its site with its own
 * build script for the origin it will be served from, and serves it. `close` stops the server and removes the worktree.
 */
export async function buildBaseline(ref: string, serve: (siteDir: string) => Server): Promise<BenchSide> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  const git = (...args: string[]) => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
    return result.stdout.trim();
  };
  const commit = git('rev-parse', '--short', ref);
  git('worktree', 'add', '--detach', dir, commit);
  const removeWorktree = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const dist = join(dir, 'dist-bench');
    console.log(`building baseline ${ref} (${commit}) into ${dist} with SITE_URL=${origin} ...`);
    const built = spawnSync(process.execPath, [join(dir, 'frontend/scripts/build-web.ts')], { cwd: dir, stdio: 'inherit', env: { ...process.env, DIST_DIR: dist, SITE_URL: origin } });
    if (built.status !== 0 || !existsSync(join(dist, 'site'))) throw new Error(`the baseline ${ref} did not build`);
    const server = serve(join(dist, 'site'));
    await listen(server, port);
    return {
      ref: `${ref} (${commit})`,
      origin,
      siteDir: join(dist, 'site'),
      close: () => {
        server.close();
        removeWorktree();
      },
    };
  } catch (error) {
    removeWorktree();
    throw error;
  }
}
