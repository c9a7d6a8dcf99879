import type { Readable } from 'node:stream';
import type { CsvFile, UploadGrant } from '../../contracts/lead-import.ts';
import type { LeadsTable } from '../shared/airtable/leads-table.ts';
import type { Clock, Pacer, PacingOptions } from '../shared/airtable/pacer.ts';
import type { StoredJob } from './core/job-state.ts';

/** What the lead import needs from outside, as plain interfaces: the cores take these, adapters/ implements them. */

export interface Versioned<T> {
  readonly value: T;
  /** The object's ETag: a save succeeds only if nobody saved since it was read. */
  readonly version: string;
}

/** One import at a time per Airtable base: two would share its 5 requests/s. */
export interface ImportLock {
  readonly jobId: string;
  readonly filePath: string;
  readonly acquiredAt: string;
}

export interface JobStore {
  readJob(jobId: string): Promise<Versioned<StoredJob> | undefined>;
  createJob(job: StoredJob): Promise<string>;
  /** The new version, or undefined when someone saved the job since `version` (the caller no longer owns it). */
  saveJob(job: StoredJob, version: string): Promise<string | undefined>;
  /** The newest `limit` jobs (imports and dry runs), newest first. */
  listJobs(limit: number): Promise<StoredJob[]>;
  readLock(): Promise<Versioned<ImportLock> | undefined>;
  /** False when another import holds the lock. */
  acquireLock(lock: ImportLock): Promise<boolean>;
  /** Releases the lock if `jobId` holds it. */
  releaseLock(jobId: string): Promise<void>;
}

/** The file's bytes from the start; throws FileChangedError when its ETag is no longer `etag`. */
export type OpenFile = (path: string, etag: string) => Promise<Readable>;

/** The CSV files staff can import (the assets bucket). */
export interface CsvAssets {
  list(): Promise<CsvFile[]>;
  /** The file's ETag, undefined when there is no such file. */
  version(key: string): Promise<string | undefined>;
  /** The file's ETag and size in bytes, undefined when there is no such file. */
  head(key: string): Promise<{ etag: string; size: number } | undefined>;
  open: OpenFile;
}

export interface WorkerEvent {
  readonly jobId: string;
}

/** Starts a worker run for a job without waiting for it. */
export type InvokeWorker = (event: WorkerEvent) => Promise<void>;

/** Everything a job run needs from outside; tests pass the same real adapters with small settings. */
export interface ImportPorts {
  readonly jobs: JobStore;
  readonly openFile: OpenFile;
  readonly leads: LeadsTable;
  readonly clock: Clock;
  readonly pacing: PacingOptions;
  /** The base's shared request budget; without it the run paces itself with `pacing` (tests, one process). */
  readonly budget?: Pacer;
  /** Data rows per chunk; the job is saved after each. */
  readonly chunkSize: number;
  readonly concurrency?: number;
  readonly transientRetries?: { readonly attempts: number; readonly firstDelayMs: number };
}

/** What the staff API's routes use; built once per call from the settings (adapters/api-ports.ts). */
export interface LeadImportApiPorts {
  readonly jobs: JobStore;
  readonly assets: CsvAssets;
  /** Undefined when Airtable is not configured (no token or base id): imports and records answer 503. */
  readonly leads: () => Promise<LeadsTable | undefined>;
  /** The base's shared request budget, for the records list. */
  readonly budget: Pacer;
  readonly importPorts: () => Promise<ImportPorts>;
  readonly invokeWorker: InvokeWorker;
  readonly newJobId: () => string;
  /** A presigned browser upload of one CSV to `key` in the assets bucket. */
  readonly presignUpload: (key: string) => Promise<UploadGrant>;
  readonly clock: Clock;
  /** Epoch ms until which an import call may work itself, derived from the invocation's remaining time. */
  readonly inlineDeadline: number;
  /** Epoch ms by which the records call must answer. */
  readonly answerBy: number;
}
