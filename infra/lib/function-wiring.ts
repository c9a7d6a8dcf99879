import type { LambdaFunctionName } from '../../functions/function-entries.ts';
import type { Settings } from '../../functions/shared/settings.ts';
import { csvUploadsPrefix } from '../../functions/shared/data-layout.ts';
import { airtableBudgetLedger, importJobsPrefix, leadPrefixes, staffAuthAttempts, type DataPrefix } from './data-prefixes.ts';

/**
 * The functions by role: the one list that names them. Everything in infra/ (wiring, alarms, throttles,
 * reserved concurrency, tests) refers to a role, so renaming a function is a change on one line here.
 */
export const functionNames = {
  leadCapture: 'contact',
  leadDelivery: 'contact-delivery',
  chat: 'chat',
  leadImportApi: 'lead-import-api',
  leadImportWorker: 'lead-import-worker',
} as const satisfies Record<string, LambdaFunctionName>;

/**
 * What each function gets from the stack: the settings it receives and the permissions it holds. Exactly one
 * entry per function of functions/function-entries.ts (the type makes a missing or extra one a compile error,
 * and the stack refuses to synthesize without it).
 */
export type WiredFunctionName = LambdaFunctionName;

export type SecretName = 'airtable' | 'openai' | 'staff' | 'origin' | 'chatSigning';

/** Environment variables the stack can set: settings the functions parse (Powertools' own are added to all). */
export type FunctionEnvName = keyof Settings;

export interface DataAccess {
  /** Rows of infra/lib/data-prefixes.ts (key prefixes in DATA_BUCKET, or ASSETS_BUCKET for an 'assets' row): read, write and delete objects, list keys. */
  readonly readWrite: readonly DataPrefix[];
}

/** Log fields (functions log them `true` via Powertools) that count into a RevRebel/Leads metric an alarm watches. */
export type AlarmedLogField = 'leadNotRecorded' | 'deliveryFailed' | 'deadLetter' | 'outboxUnreadable' | 'sweepError' | 'staffAuthFailed';

/** API Gateway stage throttle for each of the function's routes (requests/s, token bucket size). */
export interface RouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface FunctionWiring {
  readonly env: readonly FunctionEnvName[];
  readonly data?: DataAccess;
  /** Read (get + list) the assets bucket. */
  readonly readAssets?: boolean;
  /** s3:PutObject under this prefix of the assets bucket: presigned browser uploads (POST policy) sign with it. */
  readonly uploadAssetsPrefix?: string;
  /** ses:SendEmail/SendRawEmail as LEADS_FROM_EMAIL only, to LEADS_TO_EMAIL's identity. */
  readonly sendEmail?: boolean;
  readonly secrets?: readonly SecretName[];
  /** lambda:InvokeFunction on these functions (asynchronous jobs). */
  readonly invokes?: readonly WiredFunctionName[];
  /** Invoked asynchronously (events can be dropped after retries): alarm on dropped events too. */
  readonly asyncInvoked?: boolean;
  /** EventBridge schedule expression. */
  readonly schedule?: string;
  /** Log fields this function emits that page someone (a metric filter each, summed across functions). */
  readonly alarmedLogFields?: readonly AlarmedLogField[];
  /** Serves API routes: each of them gets this throttle on the stage. Required for every function in functions/api-routes.ts. */
  readonly routeThrottle?: RouteThrottle;
  /** Concurrency set aside for this function alone (also its ceiling), so other functions cannot starve it. */
  readonly reservedConcurrency?: number;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
}

/** Which environment variable carries each secret's ARN (never its value). */
export const secretArnEnv = {
  airtable: 'AIRTABLE_API_KEY_SECRET_ARN',
  openai: 'OPENAI_API_KEY_SECRET_ARN',
  staff: 'ADMIN_TOKEN_SECRET_ARN',
  origin: 'ORIGIN_SECRET_ARN',
  chatSigning: 'CHAT_SIGNING_KEY_SECRET_ARN',
} as const satisfies Record<SecretName, FunctionEnvName>;

/** Every API handler checks CloudFront's origin secret first (403 without it): its ARN and read access. */
const originCheckEnv = ['ORIGIN_SECRET_ARN'] as const;
const airtableEnv = ['AIRTABLE_API_KEY_SECRET_ARN', 'AIRTABLE_BASE_ID', 'AIRTABLE_TABLE'] as const;
const leadCaptureEnv = ['DATA_BUCKET', 'LEADS_FROM_EMAIL', 'LEADS_TO_EMAIL', ...airtableEnv] as const;
const leadImportEnv = ['ASSETS_BUCKET', 'DATA_BUCKET', 'IMPORT_WORKER_FUNCTION_NAME', ...airtableEnv] as const;

const leadCapture = {
  env: leadCaptureEnv,
  // Every lead kind's prefix (contact, newsletter, chat handoff), and the Airtable request ledger shared with the lead import.
  data: { readWrite: [...leadPrefixes, airtableBudgetLedger] },
  sendEmail: true,
  secrets: ['airtable'],
  alarmedLogFields: ['leadNotRecorded', 'deliveryFailed', 'deadLetter'],
  timeoutSeconds: 15,
  memoryMb: 512,
} as const satisfies FunctionWiring;

const leadImport = {
  env: leadImportEnv,
  data: { readWrite: [importJobsPrefix, airtableBudgetLedger] },
  readAssets: true,
  secrets: ['airtable'],
  invokes: [functionNames.leadImportWorker],
  timeoutSeconds: 29,
  memoryMb: 1024,
} as const satisfies FunctionWiring;

/*
 * Route throttles (per route, across all clients; WAF limits each client at CloudFront): lead capture gets its own
 * budget, far above real traffic (a few submissions a day) with a bucket that takes a burst of 300 submissions at
 * once (a campaign spike); chat a smaller one (each call may hold a container up to 28 s); staff routes enough for
 * one polling page. Reserved concurrency: lead capture 300, so that same burst runs at once instead of being
 * throttled (reserved is also the ceiling), the sweep 2 (one run a minute, one overlap). The account must keep
 * 100 unreserved: its concurrency quota must be at least 402 (README, Deployment); the usual 1,000 leaves 598 shared.
 */
export const functionWiring: Record<WiredFunctionName, FunctionWiring> = {
  // Lead capture reads the chat's signing key (read only) to tell sales which handoff turns the chat verifiably sent.
  [functionNames.leadCapture]: {
    ...leadCapture,
    env: [...leadCaptureEnv, ...originCheckEnv, 'CHAT_SIGNING_KEY_SECRET_ARN'],
    secrets: ['airtable', 'origin', 'chatSigning'],
    routeThrottle: { rateLimit: 50, burstLimit: 300 },
    reservedConcurrency: 300,
  },
  [functionNames.leadDelivery]: {
    ...leadCapture,
    // Every error the sweep logs pages: an outbox it cannot list (a missing grant, S3 trouble), a record it cannot work or save.
    alarmedLogFields: ['deliveryFailed', 'deadLetter', 'outboxUnreadable', 'sweepError'],
    schedule: 'rate(1 minute)',
    timeoutSeconds: 55,
    reservedConcurrency: 2,
  },
  // The chat signs its replies and trusts only signed assistant turns: its key is generated at deploy (chatSigning).
  [functionNames.chat]: {
    env: ['OPENAI_API_KEY_SECRET_ARN', 'OPENAI_MODEL', 'OPENAI_BASE_URL', 'CONTACT_EMAIL', 'CHAT_SIGNING_KEY_SECRET_ARN', ...originCheckEnv],
    secrets: ['openai', 'origin', 'chatSigning'],
    routeThrottle: { rateLimit: 5, burstLimit: 20 },
    timeoutSeconds: 29,
    memoryMb: 1024,
  },
  [functionNames.leadImportApi]: {
    ...leadImport,
    env: [...leadImportEnv, 'ADMIN_TOKEN_SECRET_ARN', ...originCheckEnv],
    // staff-auth/: failed sign-ins per address (functions/shared/failed-auth-limit.ts); bursts page.
    data: { readWrite: [...leadImport.data.readWrite, staffAuthAttempts] },
    alarmedLogFields: ['staffAuthFailed'],
    secrets: ['airtable', 'staff', 'origin'],
    uploadAssetsPrefix: csvUploadsPrefix,
    routeThrottle: { rateLimit: 10, burstLimit: 20 },
  },
  // Runs asynchronously, continuing a long import by invoking itself; it never sees requests, so no staff token and no origin check.
  [functionNames.leadImportWorker]: { ...leadImport, asyncInvoked: true, timeoutSeconds: 900 },
};

/**
 * Secrets a function cannot run correctly without, whatever else changes in the wiring: the chat without its signing
 * key would send unsigned replies and trust no history, so a stack that does not give it the key must not synthesize.
 */
export const requiredSecrets: Partial<Record<WiredFunctionName, readonly SecretName[]>> = { [functionNames.chat]: ['chatSigning'] };

/** Why this wiring must not be deployed (undefined = it may): a required secret or its ARN setting is missing. */
export function wiringRefusal(wiring: Readonly<Record<string, FunctionWiring>>): string | undefined {
  for (const [name, secrets] of Object.entries(requiredSecrets)) {
    const wired = wiring[name];
    if (!wired) continue;
    for (const secret of secrets ?? []) {
      if (!wired.secrets?.includes(secret) || !wired.env.includes(secretArnEnv[secret])) {
        return `Function '${name}' needs the '${secret}' secret and ${secretArnEnv[secret]} in infra/lib/function-wiring.ts`;
      }
    }
  }
  return undefined;
}

// Fails every synth (and deploy) loudly when the shipped wiring drops a required secret.
const refusal = wiringRefusal(functionWiring);
if (refusal) throw new Error(refusal);

/** Reservations above must leave the account this much unreserved concurrency (an AWS rule). */
export const minimumUnreservedConcurrency = 100;

/** The account concurrency quota the wiring needs: the reservations plus AWS's unreserved minimum. */
export function requiredAccountConcurrency(wiring: Readonly<Record<string, FunctionWiring>>, deployed: readonly string[]): number {
  return deployed.reduce((sum, name) => sum + (wiring[name]?.reservedConcurrency ?? 0), minimumUnreservedConcurrency);
}

/** Why the account cannot hold the reservations (undefined = it can, or the quota is unknown and CloudFormation will say). */
export function concurrencyQuotaRefusal(accountLimit: number, required: number): string | undefined {
  if (accountLimit >= required) return undefined;
  return (
    `The account's Lambda concurrency quota is ${accountLimit}; this stack reserves ${required - minimumUnreservedConcurrency} and AWS keeps ` +
    `${minimumUnreservedConcurrency} unreserved, so it needs at least ${required}. Ask for 1,000 under Service Quotas → AWS Lambda → Concurrent executions (us-east-1).`
  );
}
