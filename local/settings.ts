import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** The local stack's own settings (ports and folders); the functions' settings are in functions/shared/settings.ts. */
export const localSettingsSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: port(3000),
  /** The API's direct address (execute-api's stand-in); 0 picks a free port. */
  API_PORT: port(0),
  SES_PORT: port(8005),
  S3_PORT: port(4569),
  AIRTABLE_PORT: port(8787),
  LOCAL_DATA_DIR: z.string().default('.local'),
  DIST_DIR: z.string().default('dist'),
  ADMIN_TOKEN: z.string().min(16).optional().catch(undefined),
});
export type LocalSettings = z.infer<typeof localSettingsSchema>;

export function loadLocalSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings & { ADMIN_TOKEN: string } {
  const settings = localSettingsSchema.parse(env);
  return { ...settings, ADMIN_TOKEN: settings.ADMIN_TOKEN ?? randomBytes(24).toString('base64url') };
}
