import { z } from 'zod';
import { describeSettingIssue } from '../../settings/settings-error.ts';
import { siteSettingsSchema } from '../../settings/site-settings.ts';
import { settingsSchema } from '../../functions/shared/settings.ts';

const optionalText = z.string().trim().min(1).optional();

/**
 * The deployment's settings. Defaults come from the schemas that own them (the frontend build and the functions),
 * so `npm run deploy` with no settings deploys exactly what `npm start` runs.
 */
export const deploySettingsSchema = z
  .object({
    /** Custom domain for CloudFront (e.g. www.example.com); unset = the *.cloudfront.net address. */
    DOMAIN_NAME: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'a host name such as www.example.com')
      .optional(),
    /** An ACM certificate in us-east-1 covering DOMAIN_NAME; unset with a domain = the stack requests one (DNS validation). */
    CERTIFICATE_ARN: z
      .string()
      .trim()
      .regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'an ACM certificate ARN in us-east-1')
      .optional(),
    LEADS_FROM_EMAIL: z.email().default(settingsSchema.parse({}).LEADS_FROM_EMAIL),
    LEADS_TO_EMAIL: z.email().default(settingsSchema.parse({}).LEADS_TO_EMAIL),
    SITE_URL: siteSettingsSchema.shape.SITE_URL,
    BOOKING_URL: siteSettingsSchema.shape.BOOKING_URL,
    OPENAI_MODEL: z.string().trim().min(1).default(settingsSchema.parse({}).OPENAI_MODEL),
    OPENAI_BASE_URL: z.url().optional(),
    AIRTABLE_BASE_ID: optionalText,
    AIRTABLE_TABLE: z.string().trim().min(1).default(settingsSchema.parse({}).AIRTABLE_TABLE),
    /** Operator address subscribed to the alarm topic (AWS sends a confirmation email first). */
    ALARM_EMAIL: z.email().optional(),
    LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
  })
  .refine((s) => s.CERTIFICATE_ARN === undefined || s.DOMAIN_NAME !== undefined, {
    path: ['CERTIFICATE_ARN'],
    message: 'CERTIFICATE_ARN needs DOMAIN_NAME',
  });

export type DeploySettings = z.infer<typeof deploySettingsSchema>;
export type DeploySettingName = keyof z.input<typeof deploySettingsSchema>;
export const deploySettingNames = Object.keys(deploySettingsSchema.shape) as DeploySettingName[];

/** Reads each setting from CDK context (`-c NAME=value`) first, then the environment; empty strings count as unset. */
export function parseDeploySettings(context: (name: string) => unknown, env: NodeJS.ProcessEnv): DeploySettings {
  const raw: Record<string, unknown> = {};
  for (const name of deploySettingNames) {
    const value = context(name) ?? env[name];
    if (value !== undefined && value !== '') raw[name] = value;
  }
  const parsed = deploySettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => describeSettingIssue(issue, raw)).join('; ');
    throw new Error(`Invalid deployment settings: ${problems}`);
  }
  return parsed.data;
}
