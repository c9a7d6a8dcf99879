import { z } from 'zod';

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
  total: z.number().int().nonnegative(),
  complete: z.boolean(),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

export const importRequestSchema = z.object({
  filePath: z.string('Choose a CSV file').trim().min(1, 'Choose a CSV file').max(1024, 'File path is too long'),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** `row` is the row as a spreadsheet shows it: the header is row 1, and blank lines count. */
export const rowMessageSchema = z.object({ row: z.number().int().positive(), message: z.string() });
export type RowMessage = z.infer<typeof rowMessageSchema>;

export const importJobStatuses = ['running', 'completed', 'failed'] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];

/**
 * An import: the spec's result (`total`, `imported`, `failed`, `errors`) plus progress. `total` is null until the
 * file has been scanned. `imported + failed + merged === processed`; `imported === created + updated`.
 * `merged` rows share their Contact Information with a later row of the file, which wins (see `notices`).
 */
export const importJobSchema = z.object({
  jobId: z.string(),
  filePath: z.string(),
  status: z.enum(importJobStatuses),
  total: z.number().int().nonnegative().nullable(),
  processed: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  merged: z.number().int().nonnegative(),
  errors: z.array(rowMessageSchema),
  notices: z.array(rowMessageSchema),
  /** More rows failed or merged than the details kept; the counts stay exact. */
  detailsTruncated: z.boolean(),
  /** Why a failed job stopped. */
  message: z.string().optional(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** The import that holds the lock, so a reloaded page finds its progress again. */
export const currentImportSchema = z.object({ job: importJobSchema.nullable() });
export type CurrentImport = z.infer<typeof currentImportSchema>;

/** Airtable omits empty cells, so every field is optional; unknown fields pass through. */
export const airtableLeadFieldsSchema = z.looseObject({
  'Lead Name': z.string().optional(),
  'Contact Information': z.string().optional(),
  Company: z.string().optional(),
  Status: z.string().optional(),
  'Lead Source': z.string().optional(),
  Notes: z.string().optional(),
});
export const airtableLeadRecordSchema = z.object({ id: z.string(), createdTime: z.string(), fields: airtableLeadFieldsSchema });
export type AirtableLeadRecord = z.infer<typeof airtableLeadRecordSchema>;

/** One answer of the records call; pass `offset` back for the rest (each answer stays well inside API Gateway's 30 s). */
export const airtableLeadPageSchema = z.object({ records: z.array(airtableLeadRecordSchema), offset: z.string().optional() });
export type AirtableLeadPage = z.infer<typeof airtableLeadPageSchema>;
