import { Alert, Button, Card, Group, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh, IconUpload } from '@tabler/icons-react';
import { failureReason } from '../api/admin-request.ts';
import { useAirtableRecords } from '../api/airtable-records.ts';
import { LeadStatusBadge } from './lead-status-badge.tsx';

const created = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The Airtable tab: the Leads table as it stands, loaded when the tab is first opened. */
export function AirtableRecordsPanel({ onImportFromCsv }: { onImportFromCsv: () => void }) {
  const records = useAirtableRecords(true);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="airtable-records-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} id="airtable-records-title" fz="h4">
            {records.data ? `Airtable Records (${records.data.length.toLocaleString('en-US')})` : 'Airtable Records'}
          </Title>
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={records.isFetching} onClick={() => void records.refetch()}>
            Refresh Data
          </Button>
        </Group>
        {records.isError ? (
          <Alert color="red" title="Connection Error">
            {`Failed to load Airtable records: ${failureReason(records.error)}`}
          </Alert>
        ) : records.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Loading records…</Text>
          </Group>
        ) : records.data.length === 0 ? (
          <Stack align="flex-start" gap="sm">
            <Text c="dimmed">No records found in your Airtable database</Text>
            <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={onImportFromCsv}>
              Import from CSV
            </Button>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={600} type="auto">
            <Table striped highlightOnHover withTableBorder stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.data.map((record) => (
                  <Table.Tr key={record.id}>
                    <Table.Td>{record.fields['Lead Name'] ?? ''}</Table.Td>
                    <Table.Td>{record.fields['Contact Information'] ?? ''}</Table.Td>
                    <Table.Td>{record.fields.Company ?? ''}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <LeadStatusBadge status={record.fields.Status} />
                    </Table.Td>
                    <Table.Td>{record.fields['Lead Source'] ?? ''}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={record.createdTime}>{created(record.createdTime)}</time>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
