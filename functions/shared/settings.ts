import * as z from 'zod';

const optionalText = z.string().trim().min(1).optional().catch(undefined);
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

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
  /** Lead delivery retries: first backoff, backoff cap, age at which a lead is dead-lettered (local runs shorten them). */
  LEAD_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(30),
  LEAD_RETRY_MAX_SECONDS: z.coerce.number().min(0).default(900),
  LEAD_DEAD_LETTER_AFTER_SECONDS: z.coerce.number().min(1).default(86_400),
  OPENAI_API_KEY: optionalText,
  OPENAI_API_KEY_SECRET_ARN: optionalText,
  OPENAI_BASE_URL: optionalText,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Chat cost bounds: completion tokens per answer, wait per model call (one retry), history entries sent. */
  CHAT_MAX_TOKENS: z.coerce.number().int().min(16).max(4000).default(400),
  CHAT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(25_000).default(10_000),
  CHAT_HISTORY_TURNS: z.coerce.number().int().min(0).max(40).default(10),
  /** The key that signs the chat's replies (HMAC-SHA256, functions/shared/chat-signature.ts); AWS: the generated secret. */
  CHAT_SIGNING_KEY: optionalText,
  CHAT_SIGNING_KEY_SECRET_ARN: optionalText,
  /** The public contact email, the same build setting the pages show; unset = the chat names no address, only /contact. */
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_TOKEN: optionalText,
  ADMIN_TOKEN_SECRET_ARN: optionalText,
  /** The value CloudFront sends in `x-origin-verify`; API calls without it get 403 (unset both: no check). */
  ORIGIN_SECRET: optionalText,
  ORIGIN_SECRET_ARN: optionalText,
  /** Lead import: the worker the lead-import API hands long imports to, and (locally) the Lambda API stand-in. */
  IMPORT_WORKER_FUNCTION_NAME: z.string().default('lead-import-worker'),
  LAMBDA_ENDPOINT: optionalText,
  /** Lead import: data rows per saved chunk, and how long the API call imports itself before handing over. */
  IMPORT_CHUNK_SIZE: z.coerce.number().int().min(1).max(10_000).default(100),
  IMPORT_INLINE_BUDGET_MS: z.coerce.number().int().min(0).max(25_000).default(20_000),
});
export type Settings = z.infer<typeof settingsSchema>;

let cached: Settings | undefined;

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  if (env !== process.env) return settingsSchema.parse(env);
  cached ??= settingsSchema.parse(env);
  return cached;
}
