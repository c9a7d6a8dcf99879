import { Alert, Button, Collapse, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImportJob } from '../../../../../contracts/lead-import.ts';
import { failureReason } from '../api/admin-request.ts';
import { downloadFailedRows } from '../api/failed-rows.ts';
import type { ImportCall } from '../api/start-import.ts';
import { FixRowsPanel } from './fix-rows-panel.tsx';

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** The finished import: spec section 2's banner, the per-row reasons, and the failed rows to fix and re-import. */
export function ImportResultBanner({ job, onImportFixed }: { job: ImportJob; onImportFixed: (path: string, mapping: ImportCall['mapping']) => void }) {
  const [open, setOpen] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const partial = job.failed > 0;
  const details = [...job.errors, ...job.notices].sort((a, b) => a.row - b.row);
  return (
    <Alert
      color={partial ? 'yellow' : 'green'}
      icon={partial ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
      title={`Imported ${count(job.imported)} of ${count(job.total ?? 0)} leads`}
      role="status"
    >
      <Stack gap="xs">
        {partial && <Text size="sm">{`${plural(job.failed, 'lead', 'leads')} failed to import`}</Text>}
        {job.merged > 0 && (
          <Text size="sm">{`${plural(job.merged, 'row repeats', 'rows repeat')} the Contact Information of a later row, which won (merged)`}</Text>
        )}
        <Text size="sm">{`${plural(job.created, 'new record', 'new records')}, ${count(job.updated)} updated${job.unchanged > 0 ? `, ${count(job.unchanged)} unchanged` : ''}`}</Text>
        {details.length > 0 && (
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              rightSection={<IconChevronDown size={14} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
              aria-expanded={open}
              aria-controls="import-error-details"
              onClick={() => setOpen((value) => !value)}
            >
              View error details
            </Button>
            {partial && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => {
                  setDownloadError(null);
                  downloadFailedRows(job.jobId).catch((error: unknown) => setDownloadError(failureReason(error)));
                }}
              >
                Download failed rows (CSV)
              </Button>
            )}
          </Group>
        )}
        {downloadError && (
          <Text size="sm" c="red">
            {`Failed to download the failed rows: ${downloadError}`}
          </Text>
        )}
        <Collapse expanded={open} id="import-error-details">
          <List size="sm" spacing={4} aria-label="Error details">
            {details.map((detail) => (
              <List.Item key={`${detail.row}-${detail.message}`}>{`Row ${detail.row}: ${detail.message}`}</List.Item>
            ))}
          </List>
          {job.detailsTruncated && (
            <Text size="xs" c="dimmed" mt="xs">
              Only the first 1,000 failures and merges are listed; the counts above include every row.
            </Text>
          )}
          {partial && open && <FixRowsPanel jobId={job.jobId} filePath={job.filePath} mapping={job.mapping} onImportFixed={onImportFixed} />}
        </Collapse>
      </Stack>
    </Alert>
  );
}
