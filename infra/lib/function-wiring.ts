import type { LambdaFunctionName } from '../../functions/function-entries.ts';
import type { Settings } from '../../functions/shared/settings.ts';

/**
 * What each function gets from the stack: the settings it receives and the permissions it holds. Exactly one
 * entry per function of functions/function-entries.ts (the type makes a missing or extra one a compile error,
 * and the stack refuses to synthesize without it).
 */
export type WiredFunctionName = LambdaFunctionName;

export type SecretName = 'airtable' | 'openai' | 'staff';

/** Environment variables the stack can set: settings the functions parse (Powertools' own are added to all). */
export type FunctionEnvName = keyof Settings;

export interface DataAccess {
  /** Key prefixes in DATA_BUCKET (e.g. 'contact/'): read, write and delete objects, list keys. */
  readonly readWrite: readonly string[];
}

export interface FunctionWiring {
  readonly env: readonly FunctionEnvName[];
  readonly data?: DataAccess;
  /** Read (get + list) the assets bucket. */
  readonly readAssets?: boolean;
  /** ses:SendEmail/SendRawEmail as LEADS_FROM_EMAIL only. */
  readonly sendEmail?: boolean;
  readonly secrets?: readonly SecretName[];
  /** lambda:InvokeFunction on these functions (asynchronous jobs). */
  readonly invokes?: readonly WiredFunctionName[];
  /** EventBridge schedule expression. */
  readonly schedule?: string;
  /** The function logs `deadLetter: true` when it gives up on a record: alarm on it. */
  readonly deadLetterAlarm?: boolean;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
}

/** Which environment variable carries each secret's ARN (never its value). */
export const secretArnEnv = {
  airtable: 'AIRTABLE_API_KEY_SECRET_ARN',
  openai: 'OPENAI_API_KEY_SECRET_ARN',
  staff: 'ADMIN_TOKEN_SECRET_ARN',
} as const satisfies Record<SecretName, FunctionEnvName>;

const airtableEnv = ['AIRTABLE_API_KEY_SECRET_ARN', 'AIRTABLE_BASE_ID', 'AIRTABLE_TABLE'] as const;
const leadCaptureEnv = ['DATA_BUCKET', 'LEADS_FROM_EMAIL', 'LEADS_TO_EMAIL', ...airtableEnv] as const;
const leadImportEnv = ['ASSETS_BUCKET', 'DATA_BUCKET', 'ADMIN_TOKEN_SECRET_ARN', 'IMPORT_WORKER_FUNCTION_NAME', ...airtableEnv] as const;

const leadCapture = {
  env: leadCaptureEnv,
  // airtable-budget/: the Airtable request ledger shared with the lead import (functions/shared/airtable).
  data: { readWrite: ['contact/', 'newsletter/', 'airtable-budget/'] },
  sendEmail: true,
  secrets: ['airtable'],
  deadLetterAlarm: true,
  timeoutSeconds: 15,
  memoryMb: 512,
} as const satisfies FunctionWiring;

const leadImport = {
  env: leadImportEnv,
  data: { readWrite: ['imports/', 'airtable-budget/'] },
  readAssets: true,
  secrets: ['airtable', 'staff'],
  invokes: ['lead-import-worker'],
  timeoutSeconds: 29,
  memoryMb: 1024,
} as const satisfies FunctionWiring;

export const functionWiring: Record<WiredFunctionName, FunctionWiring> = {
  contact: leadCapture,
  'contact-delivery': { ...leadCapture, schedule: 'rate(1 minute)', timeoutSeconds: 55 },
  chat: { env: ['OPENAI_API_KEY_SECRET_ARN', 'OPENAI_MODEL', 'OPENAI_BASE_URL'], secrets: ['openai'], timeoutSeconds: 29, memoryMb: 1024 },
  'lead-import-api': leadImport,
  // Runs asynchronously, continuing a long import by invoking itself; it never sees staff requests, so no staff token.
  'lead-import-worker': {
    ...leadImport,
    env: leadImportEnv.filter((env) => env !== 'ADMIN_TOKEN_SECRET_ARN'),
    secrets: ['airtable'],
    timeoutSeconds: 900,
  },
};
