import { z } from 'zod';
import { failedRowSchema, importJobStatuses, rowMessageSchema, type ImportJob } from '../../../contracts/lead-import.ts';
import { csvEncodings } from './csv-decode.ts';
import { choiceFromMapping } from './mapping-choice.ts';
import type { ColumnMapping } from './map.ts';

const count = z.number().int().nonnegative();

const columnMappingSchema = z.object({
  columns: count,
  name: z.array(count),
  contact: count,
  company: count.optional(),
  status: count.optional(),
  source: count.optional(),
  notes: count.optional(),
});

/**
 * A failed row with its cells, so staff can download the failures, fix them and import them again. The contract's
 * schema (a zod/mini one since #22, so it has no `.extend` of its own): the very shape this file used to build.
 */
export type FailedRow = z.infer<typeof failedRowSchema>;

/**
 * An import job as stored in the data bucket (`imports/jobs/<jobId>.json`). Everything a fresh invocation needs
 * to carry on: the cursor (data rows done), the scan's findings, the counts, and the pacer's recent requests.
 */
export const storedJobSchema = z.object({
  version: z.literal(1),
  jobId: z.string(),
  filePath: z.string(),
  /** The object's ETag when the job began: a file replaced mid-import stops the job instead of mixing versions. */
  etag: z.string(),
  status: z.enum(importJobStatuses),
  /** scan: count rows and find repeated contacts; write: send rows from `cursor` on. */
  phase: z.enum(['scan', 'write', 'done']),
  /** The invocation that owns the job; a second one that claims it makes the first stop at its next save. */
  runner: z.string(),
  startedAt: z.string(),
  /** Saved after every chunk: a job whose heartbeat is old has died. */
  updatedAt: z.string(),
  finishedAt: z.string().optional(),
  encoding: z.enum(csvEncodings).optional(),
  header: z.array(z.string()).optional(),
  mapping: columnMappingSchema.optional(),
  /** Staff's mapping (the import call's `mapping`); without it the scan maps by aliases. */
  chosenMapping: columnMappingSchema.optional(),
  /** Read and compare only, write nothing. */
  dryRun: z.boolean().optional(),
  /** Rows [first, last] a dry run found unchanged; an import given that dry run as its plan skips them. */
  unchangedRows: z.array(z.tuple([count, count])).optional(),
  /** Contacts repeated in the file; `duplicates` keeps at most maxKeptDuplicates of them. */
  repeatedContacts: count.optional(),
  /** [contact, the row that wins] for contacts on more than one valid row only; read into a Map (merge.ts). */
  duplicates: z.array(z.tuple([z.string(), z.number().int()])),
  total: count.nullable(),
  cursor: count,
  counts: z.object({ imported: count, created: count, updated: count, failed: count, merged: count, unchanged: count.optional() }),
  failures: z.array(failedRowSchema),
  notices: z.array(rowMessageSchema),
  detailsTruncated: z.boolean(),
  pacer: z.object({ recent: z.array(z.number()), pausedUntil: z.number() }),
  message: z.string().optional(),
});
export type StoredJob = z.infer<typeof storedJobSchema>;

/** Failure and merge details kept per job; counts stay exact beyond it. */
export const maxDetails = 1000;

export interface JobOptions {
  readonly dryRun?: boolean;
  readonly chosenMapping?: ColumnMapping;
  readonly unchangedRows?: [number, number][];
}

export function newJob(jobId: string, filePath: string, etag: string, runner: string, now: Date, options: JobOptions = {}): StoredJob {
  return {
    ...(options.dryRun ? { dryRun: true } : {}),
    ...(options.chosenMapping ? { chosenMapping: { ...options.chosenMapping } } : {}),
    ...(options.unchangedRows ? { unchangedRows: options.unchangedRows } : {}),
    version: 1,
    jobId,
    filePath,
    etag,
    status: 'running',
    phase: 'scan',
    runner,
    startedAt: now.toISOString(),
    updatedAt: now.toISOString(),
    duplicates: [],
    total: null,
    cursor: 0,
    counts: { imported: 0, created: 0, updated: 0, failed: 0, merged: 0 },
    failures: [],
    notices: [],
    detailsTruncated: false,
    pacer: { recent: [], pausedUntil: 0 },
  };
}

/** The job as the API shows it. */
export function toImportJob(job: StoredJob): ImportJob {
  return {
    jobId: job.jobId,
    filePath: job.filePath,
    status: job.status,
    total: job.total,
    processed: job.cursor,
    ...job.counts,
    unchanged: job.counts.unchanged ?? 0,
    repeatedContacts: job.repeatedContacts ?? 0,
    dryRun: job.dryRun === true,
    ...(job.header && job.mapping ? { mapping: choiceFromMapping(job.header, job.mapping) } : {}),
    errors: job.failures.map(({ row, message }) => ({ row, message })),
    notices: job.notices,
    detailsTruncated: job.detailsTruncated,
    ...(job.message === undefined ? {} : { message: job.message }),
    startedAt: job.startedAt,
    ...(job.finishedAt === undefined ? {} : { finishedAt: job.finishedAt }),
  };
}
