// zod/mini: the staff page loads this in the browser, which no longer evaluates classic zod at start (#22).
import * as z from 'zod/mini';
import { ensureEnglishMessages } from './zod-english.ts';

ensureEnglishMessages();

/** The Leads table's Status options (spec section 4), in Airtable's own spelling. */
export const leadStatuses = ['New', 'Contacted', 'In Progress', 'Qualified', 'Lost', 'Nurturing'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
/** What an empty Status cell becomes. */
export const defaultLeadStatus: LeadStatus = 'New';

/** The Leads table's field names; 'Contact Information' is the upsert key. */
export const leadFields = {
  name: 'Lead Name',
  contact: 'Contact Information',
  company: 'Company',
  status: 'Status',
  source: 'Lead Source',
  notes: 'Notes',
} as const;

/** The largest CSV staff may upload, preview or import (50 MB: about 300,000 rows, some 2 hours of Airtable's pace). */
export const maxCsvBytes = 50 * 1024 * 1024;
export const maxCsvSizeText = '50 MB';

/** What a CSV column fills: a Leads field by its key in `leadFields`, or nothing. */
export const mappingTargets = ['name', 'contact', 'company', 'status', 'source', 'notes', 'ignore'] as const;
export type MappingTarget = (typeof mappingTargets)[number];
export const mappingTargetLabels: Record<MappingTarget, string> = { ...leadFields, ignore: 'ignore' };
/** Fields a mapping must fill; 'name' may take several columns (First + Last Name), joined in file order. */
export const requiredTargets = ['name', 'contact'] as const;

/** `{ "<CSV column>": target }`; columns left out are ignored. */
export const columnChoiceSchema = z.record(
  z.string().check(z.maxLength(500)),
  z.enum(mappingTargets, { error: (issue) => `"${String(issue.input)}" is not a field: use one of ${mappingTargets.join(', ')}` }),
);
export type ColumnChoice = z.infer<typeof columnChoiceSchema>;

/** Rows shown in the preview table (spec section 9). */
export const csvPreviewRowLimit = 10;

/** A CSV object in the assets bucket; `path` is its key, the value every other call takes. */
export const csvFileSchema = z.object({ name: z.string(), path: z.string() });
export type CsvFile = z.infer<typeof csvFileSchema>;
export const csvFilesSchema = z.array(csvFileSchema);

/**
 * The header, the first rows (as arrays, so duplicate or empty header names cannot collide) and the number of
 * data rows, counted by the server while streaming the file. Blank rows are not counted. `complete` is false when
 * a very large file could not be counted to the end within one API call: `total` is then a lower bound.
 */
export const csvPreviewSchema = z.object({
  path: z.string(),
  header: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  total: z.number().check(z.int(), z.nonnegative()),
  complete: z.boolean(),
  /** The target the aliases propose for each header column, in header order. */
  proposed: z.array(z.enum(mappingTargets)),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

export const importRequestSchema = z.object({
  filePath: z.string('Choose a CSV file').check(z.trim(), z.minLength(1, 'Choose a CSV file'), z.maxLength(1024, 'File path is too long')),
  /** Without it the aliases map the columns. */
  mapping: z.optional(columnChoiceSchema),
  /** Read the file and Airtable, write nothing, answer what an import would do. */
  dryRun: z.optional(z.boolean()),
  /** A completed dry run of the same file and mapping: rows it found unchanged are skipped, so the import matches it. */
  plan: z.optional(z.string().check(z.maxLength(64))),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** `row` is the row as a spreadsheet shows it: the header is row 1, and blank lines count. */
export const rowMessageSchema = z.object({ row: z.number().check(z.int(), z.positive()), message: z.string() });
export type RowMessage = z.infer<typeof rowMessageSchema>;

export const importJobStatuses = ['running', 'completed', 'failed'] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];

/** A whole count, 0 or more: `z.number().int().nonnegative()` in classic zod's words, the same two checks in order. */
const count = () => z.number().check(z.int(), z.nonnegative());

/**
 * An import: the spec's result (`total`, `imported`, `failed`, `errors`) plus progress. `total` is null until the
 * file has been scanned. `imported + failed + merged === processed`; `imported === created + updated + unchanged`.
 * `merged` rows share their Contact Information with a later row of the file, which wins (see `notices`).
 */
export const importJobSchema = z.object({
  jobId: z.string(),
  filePath: z.string(),
  status: z.enum(importJobStatuses),
  total: z.nullable(count()),
  processed: count(),
  imported: count(),
  created: count(),
  updated: count(),
  failed: count(),
  merged: count(),
  /** Rows whose record already holds every value they carry: nothing to write (known from a dry run). */
  unchanged: count(),
  /** Contacts that appear on more than one valid row. */
  repeatedContacts: count(),
  /** A dry run: read everything, wrote nothing; created/updated/failed are what an import would do. */
  dryRun: z.boolean(),
  /** The mapping the job used, as the import call takes it. */
  mapping: z.optional(columnChoiceSchema),
  errors: z.array(rowMessageSchema),
  notices: z.array(rowMessageSchema),
  /** More rows failed or merged than the details kept; the counts stay exact. */
  detailsTruncated: z.boolean(),
  /** Why a failed job stopped. */
  message: z.optional(z.string()),
  startedAt: z.string(),
  finishedAt: z.optional(z.string()),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** A dry run's answer in the words of issue 23: `create`, `update`, `invalid` are `created`, `updated`, `failed`. */
export const dryRunJobSchema = z.extend(importJobSchema, { create: z.number().check(z.int()), update: z.number().check(z.int()), invalid: z.number().check(z.int()) });

/** An invalid row as it stands in the file, for fixing in place. */
export const failedRowSchema = z.extend(rowMessageSchema, { cells: z.array(z.string()) });
export const failedRowsSchema = z.object({ header: z.array(z.string()), rows: z.array(failedRowSchema) });
export type FailedRows = z.infer<typeof failedRowsSchema>;

/** Past imports and dry runs, newest first. */
export const importHistorySchema = z.array(importJobSchema);

/** `POST /api/admin/csv/uploads`: a file name (no folders) and its size in bytes. */
export const uploadRequestSchema = z.object({
  name: z.string('Name the file').check(
    z.trim(),
    z.minLength(1, 'Name the file'),
    z.maxLength(200, 'The file name is too long (200 characters at most)'),
    z.refine((name) => !/[\\/\p{Cc}]/u.test(name) && name !== '.' && name !== '..' && !name.startsWith('.'), 'The file name must be a plain name, without folders'),
    z.refine((name) => /\.csv$/i.test(name), 'Only .csv files can be uploaded'),
  ),
  size: z.number('Give the file size').check(
    z.int(),
    z.minimum(1, 'The file is empty'),
    z.maximum(maxCsvBytes, `The file is larger than ${maxCsvSizeText}, the largest CSV the import takes`),
  ),
});
/** A presigned S3 POST: send `fields` then the file as multipart form data to `url`; `path` is the key to import. */
export const uploadGrantSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()), path: z.string(), maxBytes: z.number() });
export type UploadGrant = z.infer<typeof uploadGrantSchema>;

/** The import that holds the lock, so a reloaded page finds its progress again. */
export const currentImportSchema = z.object({ job: z.nullable(importJobSchema) });
export type CurrentImport = z.infer<typeof currentImportSchema>;

/** Airtable omits empty cells, so every field is optional; unknown fields pass through. */
export const airtableLeadFieldsSchema = z.looseObject({
  'Lead Name': z.optional(z.string()),
  'Contact Information': z.optional(z.string()),
  Company: z.optional(z.string()),
  Status: z.optional(z.string()),
  'Lead Source': z.optional(z.string()),
  Notes: z.optional(z.string()),
});
export const airtableLeadRecordSchema = z.object({ id: z.string(), createdTime: z.string(), fields: airtableLeadFieldsSchema });
export type AirtableLeadRecord = z.infer<typeof airtableLeadRecordSchema>;

/** One answer of the records call; pass `offset` back for the rest (each answer stays well inside API Gateway's 30 s). */
export const airtableLeadPageSchema = z.object({ records: z.array(airtableLeadRecordSchema), offset: z.optional(z.string()) });
export type AirtableLeadPage = z.infer<typeof airtableLeadPageSchema>;
