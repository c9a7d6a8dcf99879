// zod/mini: every function parses its settings with this; the chained API would add ~70 KB to each bundle.
import * as z from 'zod/mini';

const optionalText = z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined);
const text = (fallback: string) => z._default(z.string(), fallback);
/** A number from the environment (a string there), within bounds; `whole` refuses fractions. */
const number = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER, whole = false) =>
  z._default(z.coerce.number().check(...(whole ? [z.multipleOf(1, 'Expected an integer')] : []), z.minimum(min), z.maximum(max)), fallback);
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Every setting the functions read, parsed once. In AWS the stack sets these (secrets arrive as *_SECRET_ARN,
 * never as values); locally `npm start` sets them to point at the local stand-ins.
 */
export const settingsSchema = z.object({
  AWS_REGION: text('us-east-1'),
  /** Local stand-in endpoints; unset in AWS. */
  S3_ENDPOINT: optionalText,
  SES_ENDPOINT: optionalText,
  ASSETS_BUCKET: text('assets'),
  DATA_BUCKET: text('data'),
  LEADS_TO_EMAIL: text('sales@revrebel.example'),
  LEADS_FROM_EMAIL: text('website@revrebel.example'),
  AIRTABLE_ENDPOINT_URL: optionalText,
  AIRTABLE_API_KEY: optionalText,
  AIRTABLE_API_KEY_SECRET_ARN: optionalText,
  AIRTABLE_BASE_ID: optionalText,
  AIRTABLE_TABLE: text('Leads'),
  /** Lead delivery retries: first backoff, backoff cap, age at which a lead is dead-lettered (local runs shorten them). */
  LEAD_RETRY_BASE_SECONDS: number(30, 0),
  LEAD_RETRY_MAX_SECONDS: number(900, 0),
  LEAD_DEAD_LETTER_AFTER_SECONDS: number(86_400, 1),
  OPENAI_API_KEY: optionalText,
  OPENAI_API_KEY_SECRET_ARN: optionalText,
  OPENAI_BASE_URL: optionalText,
  OPENAI_MODEL: text('gpt-4o-mini'),
  /** Chat cost bounds: completion tokens per answer, wait per model call (one retry), history entries sent. */
  CHAT_MAX_TOKENS: number(400, 16, 4000, true),
  CHAT_TIMEOUT_MS: number(10_000, 1000, 25_000, true),
  CHAT_HISTORY_TURNS: number(10, 0, 40, true),
  /** The key that signs the chat's replies (HMAC-SHA256, functions/shared/chat-signature.ts); AWS: the generated secret. */
  CHAT_SIGNING_KEY: optionalText,
  CHAT_SIGNING_KEY_SECRET_ARN: optionalText,
  /** The public contact email, the same build setting the pages show; unset = the chat names no address, only /contact. */
  CONTACT_EMAIL: z.pipe(z.transform(emptyToUndefined), z.optional(z.email())),
  ADMIN_TOKEN: optionalText,
  ADMIN_TOKEN_SECRET_ARN: optionalText,
  /** The value CloudFront sends in `x-origin-verify`; API calls without it get 403 (unset both: no check). */
  ORIGIN_SECRET: optionalText,
  ORIGIN_SECRET_ARN: optionalText,
  /** Lead import: the worker the lead-import API hands long imports to, and (locally) the Lambda API stand-in. */
  IMPORT_WORKER_FUNCTION_NAME: text('lead-import-worker'),
  LAMBDA_ENDPOINT: optionalText,
  /** Lead import: data rows per saved chunk, and how long the API call imports itself before handing over. */
  IMPORT_CHUNK_SIZE: number(100, 1, 10_000, true),
  IMPORT_INLINE_BUDGET_MS: number(20_000, 0, 25_000, true),
});
export type Settings = z.infer<typeof settingsSchema>;

let cached: Settings | undefined;

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  if (env !== process.env) return settingsSchema.parse(env);
  cached ??= settingsSchema.parse(env);
  return cached;
}
