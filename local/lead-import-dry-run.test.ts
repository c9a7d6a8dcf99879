// A dry run handed to the worker (no time inline), then the import that follows it as its plan.
import { expect, it } from 'vitest';
import { importJobSchema, type ImportJob } from '../contracts/lead-import.ts';
import { useLeadImportHarness } from './lead-import-testing.ts';

const webinar = 'webinar-signups-2026-02.csv';
const h = useLeadImportHarness({ env: { IMPORT_INLINE_BUDGET_MS: '0', IMPORT_CHUNK_SIZE: '4' }, assets: [webinar] });

async function importFile(filePath: string, extra: Record<string, unknown> = {}): Promise<ImportJob> {
  const started = await h().api('POST', '/api/admin/csv/import', { body: { filePath, ...extra } });
  expect(started.status, started.text).toBe(202);
  let job = importJobSchema.parse(started.json);
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = importJobSchema.parse((await h().api('GET', `/api/admin/csv/import/${job.jobId}`)).json);
  }
  return job;
}

it('dry-runs through the worker: nothing written, and the import that follows it skips what is unchanged', async () => {
  await importFile(webinar);
  const writes = () => Object.entries(h().airtable.stats().byMethod).reduce((sum, [method, n]) => (method === 'GET' ? sum : sum + n), 0);
  const before = writes();
  const dry = await importFile(webinar, { dryRun: true });
  expect(dry).toMatchObject({ dryRun: true, status: 'completed', created: 0, updated: 0, unchanged: 19, failed: 2, merged: 1 });
  expect(writes()).toBe(before);
  const again = await importFile(webinar, { plan: dry.jobId });
  expect(again).toMatchObject({ status: 'completed', imported: 19, created: 0, updated: 0, unchanged: 19, failed: 2, merged: 1 });
  expect(writes()).toBe(before);
});

