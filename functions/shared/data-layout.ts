/**
 * The data bucket's layout outside the lead records (those are functions/contact/lead-keys.ts): every key the
 * functions build comes from here, and so do the stack's grants and lifecycle rules (infra/lib/data-access.ts) and
 * the IAM simulation's list of calls (infra/lib/iam/). A new prefix is a row here, a grant row there, and a call list.
 */
export const importsPrefix = 'imports/';
export const importLockKey = `${importsPrefix}lock.json`;
export const importJobKey = (jobId: string): string => `${importsPrefix}jobs/${jobId}.json`;

export const airtableBudgetPrefix = 'airtable-budget/';
export const airtableBudgetSlotKey = (baseId: string, slot: number): string => `${airtableBudgetPrefix}${baseId}/slot-${slot}.json`;

/** Failed staff sign-ins per client address (functions/shared/failed-auth-limit.ts): one small object per address. */
export const staffAuthPrefix = 'staff-auth/';
export const staffAuthKey = (addressHash: string): string => `${staffAuthPrefix}${addressHash}.json`;

/** Staff CSV uploads from the browser (presigned POST, functions/lead-import/api/import-routes.ts): the assets bucket. */
export const csvUploadsPrefix = 'uploads/';

/** The S3 permissions the functions' calls need (HeadObject and CopyObject's source are s3:GetObject in IAM). */
export type S3Action = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject' | 's3:ListBucket';

/**
 * One S3 call a function's code makes, as IAM sees it. `key` is the object key, or the listed prefix for
 * s3:ListBucket (IAM's `s3:prefix`). `mayBeMissing`: the code treats 404 as "absent", which S3 answers only to a
 * caller that may also list that key (s3:ListBucket with `s3:prefix` = the key); without it S3 answers 403.
 */
export interface S3Call {
  readonly bucket: 'data' | 'assets';
  readonly action: S3Action;
  readonly key: string;
  readonly mayBeMissing?: boolean;
  /** What the code does with it, for a failing test's message. */
  readonly why: string;
}

const exampleJobId = '00000000-0000-4000-8000-000000000000';

/** The Airtable request ledger (functions/shared/airtable/budget-ledger.ts): every Airtable caller shares it. */
export function airtableBudgetCalls(baseId = 'appExampleBase'): S3Call[] {
  const key = airtableBudgetSlotKey(baseId, 0);
  return [
    { bucket: 'data', action: 's3:GetObject', key, mayBeMissing: true, why: 'read a budget slot (absent until first used)' },
    { bucket: 'data', action: 's3:PutObject', key, why: 'claim or free a budget slot (conditional write)' },
  ];
}

/** Import jobs and the import lock (functions/lead-import/adapters/s3-job-store.ts). */
export function importJobCalls(): S3Call[] {
  const job = importJobKey(exampleJobId);
  return [
    { bucket: 'data', action: 's3:GetObject', key: job, mayBeMissing: true, why: 'read an import job' },
    { bucket: 'data', action: 's3:PutObject', key: job, why: 'create or save an import job' },
    { bucket: 'data', action: 's3:GetObject', key: importLockKey, mayBeMissing: true, why: 'read the import lock' },
    { bucket: 'data', action: 's3:PutObject', key: importLockKey, why: 'take the import lock' },
    { bucket: 'data', action: 's3:DeleteObject', key: importLockKey, why: 'release the import lock' },
  ];
}

/** The lead CSVs of the assets bucket (functions/lead-import/adapters/s3-assets.ts). */
export function leadCsvCalls(): S3Call[] {
  const key = 'leads/example.csv';
  return [
    { bucket: 'assets', action: 's3:ListBucket', key: '', why: 'list every CSV file' },
    { bucket: 'assets', action: 's3:GetObject', key, mayBeMissing: true, why: 'HEAD a CSV for its version, then stream it' },
  ];
}

/** Failed staff sign-ins per address (functions/shared/failed-auth-limit.ts). */
export function failedAuthCalls(): S3Call[] {
  const key = staffAuthKey('0'.repeat(32));
  return [
    { bucket: 'data', action: 's3:GetObject', key, mayBeMissing: true, why: 'read an address’s failed sign-ins (every staff call)' },
    { bucket: 'data', action: 's3:PutObject', key, why: 'count a failed sign-in (conditional write)' },
  ];
}

/** Presigning a browser upload: S3 checks the signer's s3:PutObject on the key when the browser posts it. */
export function csvUploadCalls(): S3Call[] {
  return [{ bucket: 'assets', action: 's3:PutObject', key: `${csvUploadsPrefix}20260101T000000Z-abc123/leads.csv`, why: 'presign a staff CSV upload' }];
}
