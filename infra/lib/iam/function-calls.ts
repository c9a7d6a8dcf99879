import { leadStoreCalls } from '../../../functions/contact/lead-keys.ts';
import { airtableBudgetCalls, csvUploadCalls, failedAuthCalls, importJobCalls, importLockKey, leadCsvCalls, staffAuthKey, type S3Call } from '../../../functions/shared/data-layout.ts';
import type { WiredFunctionName } from '../function-wiring.ts';

/**
 * What each function's code calls in AWS, built from the same key constants the code uses (lead kinds x states,
 * import jobs, the Airtable budget, the lead CSVs), for the IAM simulation (iam-simulation.test.ts). Secrets,
 * the worker invocation and SES are read from the function's environment in the template: the code reads every
 * secret whose ARN it is given, invokes the worker it is named, and sends as LEADS_FROM_EMAIL.
 */
export interface FunctionCalls {
  readonly s3: readonly S3Call[];
  /** Invokes IMPORT_WORKER_FUNCTION_NAME. */
  readonly invokesWorker?: boolean;
  /** ses:SendEmail as LEADS_FROM_EMAIL. */
  readonly sendsEmail?: boolean;
}

const leadCalls: FunctionCalls = { s3: [...leadStoreCalls(), ...airtableBudgetCalls()], sendsEmail: true };
const importCalls: FunctionCalls = { s3: [...importJobCalls(), ...airtableBudgetCalls(), ...leadCsvCalls()], invokesWorker: true };

export const functionCalls: Record<WiredFunctionName, FunctionCalls> = {
  contact: leadCalls,
  'contact-delivery': leadCalls,
  chat: { s3: [] },
  'lead-import-api': { ...importCalls, s3: [...importCalls.s3, ...failedAuthCalls(), ...csvUploadCalls()] },
  'lead-import-worker': importCalls,
};

const leadFunctions: WiredFunctionName[] = ['contact', 'contact-delivery'];
const importFunctions: WiredFunctionName[] = ['lead-import-api', 'lead-import-worker'];
const every = Object.keys(functionCalls) as WiredFunctionName[];

/** Calls that must be refused: each function reaches only its own data (secrets: every one it is not given). */
export const forbiddenCalls: readonly { readonly functions: readonly WiredFunctionName[]; readonly call: S3Call }[] = [
  { functions: [...leadFunctions, 'chat'], call: { bucket: 'data', action: 's3:GetObject', key: 'imports/jobs/00000000-0000-4000-8000-000000000000.json', why: 'read an import job' } },
  { functions: [...leadFunctions, 'chat'], call: { bucket: 'data', action: 's3:PutObject', key: importLockKey, why: 'take the import lock' } },
  { functions: [...leadFunctions, 'chat'], call: { bucket: 'data', action: 's3:ListBucket', key: 'imports/', why: 'list import jobs' } },
  { functions: [...leadFunctions, 'chat'], call: { bucket: 'assets', action: 's3:GetObject', key: 'leads/example.csv', why: 'read a lead CSV' } },
  { functions: [...importFunctions, 'chat'], call: { bucket: 'data', action: 's3:PutObject', key: 'contact/outbox/example-id.json', why: 'write a contact lead' } },
  { functions: [...importFunctions, 'chat'], call: { bucket: 'data', action: 's3:GetObject', key: 'contact/delivered/example-id.json', why: 'read a delivered lead' } },
  { functions: [...importFunctions, 'chat'], call: { bucket: 'data', action: 's3:GetObject', key: 'chat/outbox/example-id.json', why: 'read a chat handoff lead' } },
  { functions: [...importFunctions, 'chat'], call: { bucket: 'data', action: 's3:ListBucket', key: 'newsletter/outbox/', why: 'list newsletter signups' } },
  { functions: ['chat'], call: { bucket: 'data', action: 's3:GetObject', key: 'airtable-budget/appExampleBase/slot-0.json', why: 'touch the Airtable budget' } },
  { functions: [...leadFunctions, 'chat', 'lead-import-worker'], call: { bucket: 'data', action: 's3:PutObject', key: staffAuthKey('0'.repeat(32)), why: 'reset an address’s failed sign-ins' } },
  { functions: every, call: { bucket: 'data', action: 's3:ListBucket', key: '', why: 'list the whole data bucket' } },
  { functions: every, call: { bucket: 'data', action: 's3:GetObject', key: 'other/anything.json', why: 'read a key outside every granted prefix' } },
  { functions: every, call: { bucket: 'assets', action: 's3:PutObject', key: 'leads/example.csv', why: 'replace a lead CSV' } },
  { functions: [...leadFunctions, 'chat', 'lead-import-worker'], call: csvUploadCalls()[0] as S3Call },
];
