import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini ships no messages of its own: an issue without a message of ours (an unknown key, a wrong type, a bare
 * `maxLength`) would read "Invalid input". Classic zod sets English on its first schema; the contracts moved to zod/mini
 * (issue 22) call this when they load so every message stays what classic zod wrote, in the browser (which no longer
 * loads classic zod) as in the functions. Like classic zod, it leaves a locale someone already chose alone.
 */
export function ensureEnglishMessages(): void {
  if (!config().localeError) config(en());
}
