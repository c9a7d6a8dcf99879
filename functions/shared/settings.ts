import { z } from 'zod';

const optionalText = z.string().trim().min(1).optional().catch(undefined);

/**
 * Every setting the functions read, parsed once. In AWS the stack sets these (secrets arrive as *_SECRET_ARN,
 * never as values); locally `npm start` sets them to point at the local stand-ins.
 */
export const settingsSchema = z.object({
  AWS_REGION: z.string().default('us-east-1'),
  /** Local stand-in endpoints; unset in AWS. */
  S3_ENDPOINT: optionalText,
  SES_ENDPOINT: optionalText,
  ASSETS_BUCKET: z.string().default('assets'),
  DATA_BUCKET: z.string().default('data'),
  LEADS_TO_EMAIL: z.string().default('sales@revrebel.example'),
  LEADS_FROM_EMAIL: z.string().default('website@revrebel.example'),
  AIRTABLE_ENDPOINT_URL: optionalText,
  AIRTABLE_API_KEY: optionalText,
  AIRTABLE_API_KEY_SECRET_ARN: optionalText,
  AIRTABLE_BASE_ID: optionalText,
  AIRTABLE_TABLE: z.string().default('Leads'),
  OPENAI_API_KEY: optionalText,
  OPENAI_API_KEY_SECRET_ARN: optionalText,
  OPENAI_BASE_URL: optionalText,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  ADMIN_TOKEN: optionalText,
  ADMIN_TOKEN_SECRET_ARN: optionalText,
});
export type Settings = z.infer<typeof settingsSchema>;

let cached: Settings | undefined;

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  if (env !== process.env) return settingsSchema.parse(env);
  cached ??= settingsSchema.parse(env);
  return cached;
}
