import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { importJobSchema, type ImportJob } from '../../contracts/lead-import.ts';
import { generateCsv } from './csv.ts';

type Api = (method: string, path: string, body?: unknown) => Promise<ImportJob>;

/**
 * A dry run of `rows` generated rows (the imported ones and more) against the table the import just filled: it
 * reads the whole table (100 records a request, in the base's budget) and the file, and writes nothing.
 */
export async function benchDryRun(s3: S3Client, api: Api, rows: number, writes: () => Promise<number>) {
  const csv = Buffer.concat([...generateCsv(rows)]);
  await s3.send(new PutObjectCommand({ Bucket: 'assets', Key: 'bench-dry-run.csv', Body: csv }));
  const writesBefore = await writes();
  const started = performance.now();
  let job = importJobSchema.parse(await api('POST', '/api/admin/csv/import', { filePath: 'bench-dry-run.csv', dryRun: true }));
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = await api('GET', `/api/admin/csv/import/${job.jobId}`);
  }
  const seconds = (performance.now() - started) / 1000;
  return { job, seconds, wrote: (await writes()) - writesBefore };
}
