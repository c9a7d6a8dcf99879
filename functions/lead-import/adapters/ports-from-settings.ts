import type { AirtableLeadPage } from '../../../contracts/lead-import.ts';
import { airtableBudget } from '../../shared/airtable/budget-from-settings.ts';
import { airtableLeadsTable, type LeadsTable } from '../../shared/airtable/leads-table.ts';
import { airtablePacing, systemClock } from '../../shared/airtable/pacer.ts';
import { s3Client } from '../../shared/aws-clients.ts';
import type { Deadline } from '../../shared/deadline.ts';
import { secretValue } from '../../shared/secrets.ts';
import type { Settings } from '../../shared/settings.ts';
import { ImportStoppedError } from '../core/errors.ts';
import type { ImportPorts, OpenFile } from '../ports.ts';
import { s3Assets } from './s3-assets.ts';
import { s3JobStore } from './s3-job-store.ts';

/** Opens a CSV of the assets bucket, refusing a version other than `etag`. */
export function assetsFileOpener(settings: Settings, deadline?: Deadline): OpenFile {
  return s3Assets(s3Client(settings), settings.ASSETS_BUCKET, deadline).open;
}

export const airtableNotConfigured = 'Airtable is not configured';

/**
 * The Leads table from the settings (the API token from Secrets Manager in AWS); undefined when not configured.
 * With a `deadline` the secret read and each request's timeout stay inside it (airtable.js takes no abort signal).
 */
export async function configuredLeadsTable(settings: Settings, deadline?: Deadline): Promise<LeadsTable | undefined> {
  const apiKey = await secretValue(settings, 'AIRTABLE_API_KEY', undefined, deadline);
  if (!apiKey || !settings.AIRTABLE_BASE_ID) return undefined;
  return airtableLeadsTable({
    apiKey,
    baseId: settings.AIRTABLE_BASE_ID,
    table: settings.AIRTABLE_TABLE,
    ...(settings.AIRTABLE_ENDPOINT_URL ? { endpointUrl: settings.AIRTABLE_ENDPOINT_URL } : {}),
  }, deadline ? { requestTimeoutMs: Math.max(1, Math.min(10_000, deadline.remaining())) } : {});
}

/** A table that says what is missing on every call, so a job whose token went away fails with that message. */
function unconfiguredTable(): LeadsTable {
  const refuse = (): Promise<never> => Promise.reject(new ImportStoppedError(`${airtableNotConfigured}: AIRTABLE_API_KEY and AIRTABLE_BASE_ID are needed`));
  return { upsert: refuse, listPage: refuse as () => Promise<AirtableLeadPage> };
}

/**
 * The real adapters for a job run: S3 for the file and the job, Airtable within the base's shared budget. `deadline`
 * is the invocation's hard one (past the run's work deadline: the last save and the hand-over still need S3).
 */
export async function importPorts(settings: Settings, runner: string, deadline: Deadline): Promise<ImportPorts> {
  return {
    jobs: s3JobStore(s3Client(settings), settings.DATA_BUCKET, deadline),
    openFile: assetsFileOpener(settings, deadline),
    leads: (await configuredLeadsTable(settings, deadline)) ?? unconfiguredTable(),
    clock: systemClock,
    pacing: airtablePacing,
    budget: airtableBudget(settings, runner),
    chunkSize: settings.IMPORT_CHUNK_SIZE,
  };
}
