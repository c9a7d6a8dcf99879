import { Alert, Card, Group, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportJob } from '../../../../../contracts/lead-import.ts';
import { failureReason } from '../api/admin-request.ts';
import { useCsvPreview } from '../api/csv-preview.ts';
import type { ImportCall } from '../api/start-import.ts';
import { DryRunSummary } from './dry-run-summary.tsx';
import { ImportProgress } from './import-progress.tsx';
import { ImportResultBanner } from './import-result-banner.tsx';
import { ImportSteps } from './import-steps.tsx';

interface CsvPreviewPanelProps {
  path: string | null;
  /** The import shown for this file: running, finished or failed. */
  job: ImportJob | undefined;
  busy: boolean;
  startError: unknown;
  onImport: (call: ImportCall) => void;
  onImportFixed: (path: string, mapping: ImportCall['mapping']) => void;
}

/** The right card: the chosen file's header and first rows, the import button, its progress and its result. */
export function CsvPreviewPanel({ path, job, busy, startError, onImport, onImportFixed }: CsvPreviewPanelProps) {
  const preview = useCsvPreview(path);
  const total = preview.data?.total ?? 0;
  const atLeast = preview.data?.complete === false ? 'at least ' : '';
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="csv-preview-title">
      <Stack gap="md">
        <Title order={2} id="csv-preview-title" fz="h4">
          {path ? `Preview: ${path}` : 'Preview'}
        </Title>
        {path === null ? (
          <Text size="sm" c="dimmed">
            Choose a CSV file to see its columns and first rows.
          </Text>
        ) : preview.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Reading the file…</Text>
          </Group>
        ) : preview.isError ? (
          <Alert color="red" title="Error">
            {`Failed to parse CSV file: ${failureReason(preview.error)}`}
          </Alert>
        ) : (
          <>
            <ScrollArea.Autosize mah={500} type="auto">
              <Table striped highlightOnHover withTableBorder stickyHeader aria-label="CSV preview" aria-describedby={total > 10 ? 'csv-preview-caption' : undefined}>
                <Table.Thead>
                  <Table.Tr>
                    {preview.data.header.map((name, index) => (
                      <Table.Th key={`${index}-${name}`} style={{ whiteSpace: 'nowrap' }}>
                        {name}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.data.rows.map((row, rowIndex) => (
                    <Table.Tr key={rowIndex}>
                      {preview.data.header.map((_, cellIndex) => (
                        <Table.Td key={cellIndex} style={{ whiteSpace: 'pre', verticalAlign: 'top' }}>
                          {row[cellIndex] ?? ''}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            {total > 10 && (
              <Text size="sm" c="dimmed" id="csv-preview-caption">
                {`Showing 10 of ${atLeast}${total.toLocaleString('en-US')} records`}
              </Text>
            )}
            {total === 0 && (
              <Text size="sm" c="dimmed">
                This file has no rows to import.
              </Text>
            )}
            <ImportSteps key={path} path={path} preview={preview.data} busy={busy} onImport={onImport} onImportFixed={onImportFixed} />
          </>
        )}
        {startError !== null && startError !== undefined && (
          <Alert color="red" title="Import failed">
            {`Failed to import leads: ${failureReason(startError)}`}
          </Alert>
        )}
        {job?.status === 'running' && !job.dryRun && <ImportProgress job={job} />}
        {job?.status === 'failed' && !job.dryRun && (
          <Alert color="red" title="Import failed">
            {`Failed to import leads: ${job.message ?? 'the import stopped'}`}
          </Alert>
        )}
        {job?.dryRun && <DryRunSummary job={job} />}
        {job?.status === 'completed' && !job.dryRun && <ImportResultBanner job={job} onImportFixed={onImportFixed} />}
      </Stack>
    </Card>
  );
}
