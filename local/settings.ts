import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { staffTokenMinLength } from '../functions/lead-import/api/staff-auth.ts';
import { parseSettings } from '../settings/settings-error.ts';

const portRule = 'must be a port number from 0 to 65535 (0 = any free port)';
const port = (fallback: number) =>
  z.coerce.number({ error: portRule }).int({ error: portRule }).min(0, { error: portRule }).max(65535, { error: portRule }).default(fallback);
const text = (what: string, fallback: string) => z.string().trim().min(1, { error: `must be ${what}` }).default(fallback);

export const localPortNames = ['PORT', 'API_PORT', 'SES_PORT', 'S3_PORT', 'AIRTABLE_PORT'] as const;

/** The local stack's own settings (ports and folders); the functions' settings are in functions/shared/settings.ts. */
export const localSettingsSchema = z
  .object({
    HOST: text('an address to bind, such as 127.0.0.1 or 0.0.0.0', '127.0.0.1'),
    PORT: port(3000),
    /** The API's direct address (execute-api's stand-in); 0 picks a free port. */
    API_PORT: port(0),
    SES_PORT: port(8005),
    S3_PORT: port(4569),
    AIRTABLE_PORT: port(8787),
    LOCAL_DATA_DIR: text('a folder path', '.local'),
    DIST_DIR: text('a folder path', 'dist'),
    // The functions' own rule (a shorter token is "staff access off" in AWS too): refused here before anything starts.
    ADMIN_TOKEN: z.string().min(staffTokenMinLength, { error: `must be at least ${staffTokenMinLength} characters (or unset to generate one)` }).optional(),
    /** Signs the chat's replies locally (AWS: a generated secret); unset, `npm start` generates one per start. */
    CHAT_SIGNING_KEY: z.string().min(32, { error: 'must be at least 32 characters (or unset to generate one per start)' }).optional(),
    LOCAL_TEST_CONTROL: z.enum(['0', '1'], { error: 'must be 1 (mount the e2e test-control routes) or 0 / unset' }).optional(),
  })
  .superRefine((settings, context) => {
    // Two servers cannot share a port; 0 (any free port) may repeat.
    const seen = new Map<number, string>();
    for (const name of localPortNames) {
      const value = settings[name];
      const other = seen.get(value);
      if (value !== 0 && other) context.addIssue({ code: 'custom', path: [name], message: `must differ from ${other} (both are ${value})` });
      seen.set(value, name);
    }
  });
export type LocalSettings = z.infer<typeof localSettingsSchema>;

/** Parsed once by `npm start` (and its preflight); throws a SettingsError naming each bad setting. */
export function loadLocalSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings & { ADMIN_TOKEN: string } {
  const settings = parseSettings(localSettingsSchema, env);
  return { ...settings, ADMIN_TOKEN: settings.ADMIN_TOKEN ?? randomBytes(24).toString('base64url') };
}
