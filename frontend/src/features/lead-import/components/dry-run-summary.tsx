import { Alert, Text } from '@mantine/core';
import type { ImportJob } from '../../../../../contracts/lead-import.ts';

const count = (n: number) => n.toLocaleString('en-US');

/** "3 new, 1 update, 1 invalid": what the import would do, from a dry run. */
export function dryRunWords(job: ImportJob): string {
  const parts = [`${count(job.created)} new`, `${count(job.updated)} ${job.updated === 1 ? 'update' : 'updates'}`];
  if (job.unchanged > 0) parts.push(`${count(job.unchanged)} unchanged`);
  if (job.merged > 0) parts.push(`${count(job.merged)} merged`);
  parts.push(`${count(job.failed)} invalid`);
  return parts.join(', ');
}

/** A dry run's outcome before anything is written. */
export function DryRunSummary({ job }: { job: ImportJob }) {
  if (job.status === 'running') return <Text size="sm">{job.total === null ? 'Checking the file…' : `Checking against Airtable… ${count(job.total)} rows`}</Text>;
  if (job.status === 'failed') {
    return (
      <Alert color="red" title="Dry run failed">
        {job.message ?? 'The dry run stopped'}
      </Alert>
    );
  }
  return (
    <Alert color="blue" title="Dry run: nothing was written" role="status">
      <Text size="sm" data-testid="dry-run-summary">
        {dryRunWords(job)}
      </Text>
    </Alert>
  );
}
