import '@mantine/core/styles/Progress.css';
import { Progress, Stack, Text } from '@mantine/core';
import type { ImportJob } from '../../../../../contracts/lead-import.ts';

/** A running import: rows done of the file's rows, while the server works through it in chunks. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const percent = job.total ? Math.round((job.processed / job.total) * 100) : 0;
  const label = job.total === null ? 'Reading the file…' : `Importing… ${job.processed.toLocaleString('en-US')} of ${job.total.toLocaleString('en-US')} rows`;
  return (
    // No live region: announcing the count every second would drown a screen reader; the bar carries the value
    // and the result banner is announced once at the end.
    <Stack gap={6}>
      <Text size="sm">{label}</Text>
      <Progress value={percent} animated size="lg" aria-label={`Import progress, ${percent}%`} />
      <Text size="xs" c="dimmed">
        Airtable accepts about 50 records a second; you can leave this page and come back.
      </Text>
    </Stack>
  );
}
