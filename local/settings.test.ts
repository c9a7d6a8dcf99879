import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsError } from '../settings/settings-error.ts';
import { portProblems } from './port-check.ts';
import { loadLocalSettings } from './settings.ts';
import { checkLocalStart } from './start-checks.ts';

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadLocalSettings(env);
    return [];
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return error.message.split('\n');
  }
}

describe('local settings', () => {
  it('refuses a short ADMIN_TOKEN with the documented sentence, without echoing it', () => {
    expect(problems({ ADMIN_TOKEN: 'mysecret' })).toEqual(['ADMIN_TOKEN must be at least 32 characters (or unset to generate one)']);
    // 16 was enough before issue #24; AWS and the local stack now share the functions' 32.
    expect(problems({ ADMIN_TOKEN: 'a-sixteen-chars!' })).toHaveLength(1);
  });

  it('generates a token when unset or empty, and keeps a long one', () => {
    expect(loadLocalSettings({}).ADMIN_TOKEN.length).toBeGreaterThanOrEqual(32);
    expect(loadLocalSettings({ ADMIN_TOKEN: '' }).ADMIN_TOKEN.length).toBeGreaterThanOrEqual(32);
    expect(loadLocalSettings({ ADMIN_TOKEN: 'a-long-enough-token-0123456789abc' }).ADMIN_TOKEN).toBe('a-long-enough-token-0123456789abc');
  });

  it('refuses a short CHAT_SIGNING_KEY and keeps a long one (unset: npm start generates one)', () => {
    expect(problems({ CHAT_SIGNING_KEY: 'short' })).toEqual(['CHAT_SIGNING_KEY must be at least 32 characters (or unset to generate one per start)']);
    expect(loadLocalSettings({ CHAT_SIGNING_KEY: 'k'.repeat(32) }).CHAT_SIGNING_KEY).toBe('k'.repeat(32));
  });

  it('names the setting, the value and what is allowed, one line each', () => {
    expect(problems({ PORT: 'abc', S3_PORT: '70000', LOCAL_TEST_CONTROL: 'yes' })).toEqual([
      'PORT must be a port number from 0 to 65535 (0 = any free port) (got "abc")',
      'S3_PORT must be a port number from 0 to 65535 (0 = any free port) (got "70000")',
      'LOCAL_TEST_CONTROL must be 1 (mount the e2e test-control routes) or 0 / unset (got "yes")',
    ]);
    expect(problems({ PORT: '4000', AIRTABLE_PORT: '4000' })).toEqual(['AIRTABLE_PORT must differ from PORT (both are 4000) (got "4000")']);
    expect(problems({ PORT: '0', SES_PORT: '0' })).toEqual([]);
  });

  it('checks the build and function settings too, before anything starts', async () => {
    const check = await checkLocalStart({ PORT: '0', SES_PORT: '0', S3_PORT: '0', AIRTABLE_PORT: '0', SITE_URL: 'not a url', CHAT_MAX_TOKENS: '5' });
    expect(check).toEqual({ ok: false, problems: [expect.stringMatching(/^SITE_URL: .* \(got "not a url"\)$/), expect.stringMatching(/^CHAT_MAX_TOKENS: .*16.* \(got "5"\)$/)] });
  });
});

describe('port check', () => {
  let busy: Server | undefined;
  afterEach(() => busy?.close());

  it('names the variable of a busy port and suggests a free one', async () => {
    busy = createServer();
    const port = await new Promise<number>((resolve) => busy?.listen(0, '127.0.0.1', () => resolve((busy?.address() as { port: number }).port)));
    const settings = loadLocalSettings({ PORT: '0', SES_PORT: String(port), S3_PORT: '0', AIRTABLE_PORT: '0' });
    const [line] = await portProblems(settings);
    expect(line).toMatch(new RegExp(`^SES_PORT ${port} is already in use on 127\\.0\\.0\\.1: .* e\\.g\\. SES_PORT=(\\d+) npm start \\(\\1 is free now\\)$`));
  });

  it('explains a HOST that is not an address of this machine', async () => {
    const settings = loadLocalSettings({ HOST: '203.0.113.7', PORT: '3999' });
    expect(await portProblems(settings)).toEqual(['HOST "203.0.113.7" is not an address of this machine: use 127.0.0.1 (the default) or 0.0.0.0']);
  });
});
