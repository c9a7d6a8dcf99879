import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { AirtableLeadPage } from '../../../contracts/lead-import.ts';
import { s3Client } from '../../shared/aws-clients.ts';
import { secretValue } from '../../shared/secrets.ts';
import type { Settings } from '../../shared/settings.ts';
import { airtableLeadsTable, type LeadsTable } from '../../shared/airtable/leads-table.ts';
import { s3JobStore } from './s3-job-store.ts';
import { ImportStoppedError } from '../core/write.ts';
import { airtablePacing, systemClock } from '../../shared/airtable/pacer.ts';
import { FileChangedError, type ImportPorts } from '../core/run-job.ts';

function s3Status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/** Opens a CSV of the assets bucket, refusing a version other than `etag`. */
export function assetsFileOpener(settings: Settings): (path: string, etag: string) => Promise<Readable> {
  return async (path, etag) => {
    try {
      const out = await s3Client(settings).send(new GetObjectCommand({ Bucket: settings.ASSETS_BUCKET, Key: path, IfMatch: etag }));
      // Checked here too: the local S3 stand-in ignores If-Match.
      if (out.ETag !== etag || !out.Body) throw new FileChangedError();
      return out.Body as Readable;
    } catch (error) {
      if (error instanceof FileChangedError) throw error;
      if (s3Status(error) === 412 || s3Status(error) === 404 || (error as Error).name === 'NoSuchKey') throw new FileChangedError();
      throw error;
    }
  };
}

/** A table that says what is missing on every call, so a job fails with that message instead of crashing. */
function unconfiguredTable(message: string): LeadsTable {
  const refuse = (): Promise<never> => Promise.reject(new ImportStoppedError(message));
  return { upsert: refuse, listPage: refuse as () => Promise<AirtableLeadPage> };
}

/** The Leads table from the settings (the API token from Secrets Manager in AWS). */
export async function leadsTableFromSettings(settings: Settings): Promise<LeadsTable> {
  const apiKey = await secretValue(settings, 'AIRTABLE_API_KEY');
  if (!apiKey || !settings.AIRTABLE_BASE_ID) return unconfiguredTable('Airtable is not configured: AIRTABLE_API_KEY and AIRTABLE_BASE_ID are needed');
  return airtableLeadsTable({
    apiKey,
    baseId: settings.AIRTABLE_BASE_ID,
    table: settings.AIRTABLE_TABLE,
    ...(settings.AIRTABLE_ENDPOINT_URL ? { endpointUrl: settings.AIRTABLE_ENDPOINT_URL } : {}),
  });
}

/** The real adapters for a job run: S3 for the file and the job, Airtable at its real pace. */
export async function importPorts(settings: Settings): Promise<ImportPorts> {
  return {
    jobs: s3JobStore(s3Client(settings), settings.DATA_BUCKET),
    openFile: assetsFileOpener(settings),
    leads: await leadsTableFromSettings(settings),
    clock: systemClock,
    pacing: airtablePacing,
    chunkSize: settings.IMPORT_CHUNK_SIZE,
  };
}
