import { settingsSchema } from '../functions/shared/settings.ts';
import { parseSettings, SettingsError } from '../settings/settings-error.ts';
import { siteSettingsSchema } from '../settings/site-settings.ts';
import { portProblems } from './port-check.ts';
import { loadLocalSettings, type LocalSettings } from './settings.ts';

export type StartCheck =
  | { ok: true; settings: LocalSettings & { ADMIN_TOKEN: string } }
  | { ok: false; problems: string[] };

function problemsOf(parse: () => unknown): string[] {
  try {
    parse();
    return [];
  } catch (error) {
    if (error instanceof SettingsError) return error.message.split('\n');
    throw error;
  }
}

/**
 * Everything `npm start` can check before it builds or starts a server: the local stack's settings, the build's and the
 * functions' (which the handlers would otherwise reject only at the first request), then whether each port can be opened.
 */
export async function checkLocalStart(env: NodeJS.ProcessEnv = process.env): Promise<StartCheck> {
  let settings: (LocalSettings & { ADMIN_TOKEN: string }) | undefined;
  const problems = [
    ...problemsOf(() => (settings = loadLocalSettings(env))),
    ...problemsOf(() => parseSettings(siteSettingsSchema, env)),
    ...problemsOf(() => parseSettings(settingsSchema, env)),
  ];
  if (settings) problems.push(...(await portProblems(settings)));
  return settings && problems.length === 0 ? { ok: true, settings } : { ok: false, problems };
}
