import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/repo-root.ts';
import { scratchDir } from '../lib/testing/synth-test-stack.ts';

// `npm run deploy` and the app it deploys, run as processes with only the environment given here.

const real = {
  LEADS_FROM_EMAIL: 'website@example.com',
  LEADS_TO_EMAIL: 'sales@example.com',
  SITE_URL: 'https://www.example.com',
  ALARM_EMAIL: 'ops@example.com',
  // The site shows this address on /contact and in the footer (issue 22), so a placeholder is refused like the others.
  CONTACT_EMAIL: 'hello@example.com',
};

/** A PATH whose npm and npx only record how they were called, so a deploy that gets past its checks builds and deploys nothing. */
function recordingPath(): { path: string; calls: () => string[] } {
  const dir = scratchDir('bin-');
  const log = join(dir, 'calls.log');
  for (const tool of ['npm', 'npx']) {
    writeFileSync(join(dir, tool), `#!/bin/sh\necho "${tool} $*" >> "${log}"\n`);
    chmodSync(join(dir, tool), 0o755);
  }
  return { path: dir, calls: () => readFileSync(log, 'utf8').trim().split('\n') };
}

function run(script: string, env: Record<string, string>, args: string[] = []) {
  const result = spawnSync(process.execPath, [join(repoRoot, script), ...args], { cwd: repoRoot, env, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

describe('npm run deploy (infra/bin/deploy.ts)', () => {
  it('stops before building, naming every placeholder and the missing ALARM_EMAIL, when nothing is set', () => {
    const tools = recordingPath();
    const result = run('infra/bin/deploy.ts', { PATH: tools.path });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Deployment refused');
    for (const name of ['ALARM_EMAIL is not set', 'LEADS_FROM_EMAIL is website@revrebel.example', 'LEADS_TO_EMAIL is sales@revrebel.example', 'SITE_URL is https://www.revrebel.example']) {
      expect(result.stderr).toContain(name);
    }
    expect(() => tools.calls()).toThrow(); // neither npm nor npx ran
  });

  it('stops on a single placeholder, also one given as CDK context', () => {
    const tools = recordingPath();
    const result = run('infra/bin/deploy.ts', { PATH: tools.path, ...real }, ['-c', 'LEADS_TO_EMAIL=team@revrebel.example']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('LEADS_TO_EMAIL is team@revrebel.example');
    expect(result.stderr).not.toContain('ALARM_EMAIL is not set');
  });

  it('with real settings builds, then deploys with the flag that makes the app check again, passing the options through', () => {
    const tools = recordingPath();
    // No credentials here: the quota check says it could not ask and goes on (cdk deploy reports credentials itself).
    const result = run('infra/bin/deploy.ts', { PATH: tools.path, AWS_EC2_METADATA_DISABLED: 'true', HOME: scratchDir('home-'), ...real }, ['--require-approval', 'never']);
    expect(result.stderr).toMatch(/^Could not read the account's Lambda concurrency quota .*it must be at least 402/);
    expect(result.status).toBe(0);
    expect(tools.calls()).toEqual(['npm run build', 'npx cdk deploy -c gtm:deploy=true --require-approval never']);
  });
});

describe('npm run deploy against an account whose Lambda concurrency quota is too small', () => {
  it('stops before building, naming the quota it needs', async () => {
    // A stand-in for the Lambda API's GetAccountSettings (the SDK honours AWS_ENDPOINT_URL_LAMBDA).
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ AccountLimit: { ConcurrentExecutions: 10, UnreservedConcurrentExecutions: 10 }, AccountUsage: {} }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const tools = recordingPath();
    const env = {
      PATH: tools.path,
      ...real,
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'example',
      AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    };
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(process.execPath, [join(repoRoot, 'infra/bin/deploy.ts')], { cwd: repoRoot, env, timeout: 60_000 }, (error, _stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr }),
      );
    });
    server.close();
    expect(requests).toEqual(['GET /2016-08-19/account-settings']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Deployment refused: The account's Lambda concurrency quota is 10; this stack reserves 302 .* at least 402/);
    expect(() => tools.calls()).toThrow();
  });
});

describe('the CDK app under `cdk deploy -c gtm:deploy=true`', () => {
  it('refuses placeholders before synthesizing anything (also when `cdk deploy` is run by hand)', () => {
    const outdir = scratchDir('app-out-');
    const result = run('infra/bin/app.ts', { PATH: process.env.PATH ?? '', CDK_OUTDIR: outdir, CDK_CONTEXT_JSON: JSON.stringify({ 'gtm:deploy': 'true' }) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Deployment refused');
    expect(result.stderr).toContain('ALARM_EMAIL is not set');
  });
});
