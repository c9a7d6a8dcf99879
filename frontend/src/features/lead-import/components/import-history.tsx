import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ImportJob } from '../../../../../contracts/lead-import.ts';
import { failureReason } from '../api/admin-request.ts';
import { useImportHistory } from '../api/import-history.ts';
import { dryRunWords } from './dry-run-summary.tsx';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const count = (n: number) => n.toLocaleString('en-US');

function totals(job: ImportJob): string {
  if (job.status === 'running') return 'running';
  if (job.status === 'failed') return `failed: ${job.message ?? 'stopped'}`;
  if (job.dryRun) return dryRunWords(job);
  return `${count(job.imported)} of ${count(job.total ?? 0)} imported, ${count(job.failed)} failed`;
}

/** Past imports and dry runs from their job records, newest first; each opens its result. */
export function ImportHistory({ onOpen }: { onOpen: (job: ImportJob) => void }) {
  const history = useImportHistory(true);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="import-history-title">
      <Stack gap="sm">
        <Title order={2} id="import-history-title" fz="h4">
          Past imports
        </Title>
        {history.isPending ? (
          <Loader size="sm" aria-label="Loading past imports" />
        ) : history.isError ? (
          <Text size="sm" c="red">{`Failed to load past imports: ${failureReason(history.error)}`}</Text>
        ) : history.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No imports yet
          </Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Past imports">
            {history.data.map((job) => (
              <li key={job.jobId}>
                <Button variant="subtle" fullWidth justify="flex-start" h="auto" py={4} leftSection={<IconHistory size={16} aria-hidden />} styles={{ label: { whiteSpace: 'normal', textAlign: 'left', textTransform: 'none', letterSpacing: 'normal' } }} onClick={() => onOpen(job)}>
                  <span>
                    <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>{`${job.dryRun ? 'Dry run' : 'Import'} of ${job.filePath.slice(job.filePath.lastIndexOf('/') + 1)}`}</Text>
                    <Text size="xs" c="dimmed" display="block">{`${when(job.startedAt)} · ${totals(job)}`}</Text>
                  </span>
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
