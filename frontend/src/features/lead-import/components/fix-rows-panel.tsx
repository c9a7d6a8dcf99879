import { Alert, Button, Group, Loader, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ColumnChoice } from '../../../../../contracts/lead-import.ts';
import { failureReason } from '../api/admin-request.ts';
import { useInvalidRows } from '../api/import-history.ts';
import { uploadCsv } from '../api/upload-csv.ts';

const csvCell = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** The fixed rows as a small CSV with the file's own header, so they take the same upload and import path. */
export function fixedRowsFile(filePath: string, header: readonly string[], rows: readonly (readonly string[])[]): File {
  const text = [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  const base = filePath.slice(filePath.lastIndexOf('/') + 1).replace(/\.csv$/i, '').replace(/-fixed-rows$/, '');
  return new File([`${text}\r\n`], `${base}-fixed-rows.csv`, { type: 'text/csv' });
}

interface FixRowsPanelProps {
  jobId: string;
  filePath: string;
  mapping: ColumnChoice | undefined;
  onImportFixed: (path: string, mapping: ColumnChoice | undefined) => void;
}

/** The invalid rows in an editable table: staff correct cells and import only those rows. */
export function FixRowsPanel({ jobId, filePath, mapping, onImportFixed }: FixRowsPanelProps) {
  const invalid = useInvalidRows(jobId, true);
  const [edits, setEdits] = useState<Record<number, string[]>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (invalid.isPending) return <Loader size="xs" aria-label="Loading the invalid rows" />;
  if (invalid.isError) return <Text size="sm" c="red">{`Failed to load the invalid rows: ${failureReason(invalid.error)}`}</Text>;
  const { header, rows } = invalid.data;
  if (rows.length === 0) return null;
  const cellsOf = (row: (typeof rows)[number]) => edits[row.row] ?? header.map((_, index) => row.cells[index] ?? '');

  const importFixed = async () => {
    setSending(true);
    setError(null);
    try {
      const path = await uploadCsv(fixedRowsFile(filePath, header, rows.map(cellsOf)), () => undefined);
      onImportFixed(path, mapping);
    } catch (failure) {
      setError(failureReason(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs" mt="sm">
      <Text size="sm" fw={600}>
        Fix the invalid rows here, then import only them
      </Text>
      <ScrollArea.Autosize mah={400} type="auto">
        <Table withTableBorder verticalSpacing={2} aria-label="Invalid rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {header.map((column, index) => (
                <Table.Th key={`${index}-${column}`}>{column}</Table.Th>
              ))}
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                {cellsOf(row).map((value, index) => (
                  <Table.Td key={index} miw={120}>
                    <TextInput
                      size="xs"
                      aria-label={`Row ${row.row}, ${header[index] || `column ${index + 1}`}`}
                      value={value}
                      onChange={(event) => {
                        const next = [...cellsOf(row)];
                        next[index] = event.currentTarget.value;
                        setEdits((current) => ({ ...current, [row.row]: next }));
                      }}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <Text size="xs">{row.message}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group>
        <Button size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={sending} onClick={() => void importFixed()}>
          Import fixed rows
        </Button>
      </Group>
      {error && (
        <Alert color="red" title="Import failed">
          {`Failed to import leads: ${error}`}
        </Alert>
      )}
    </Stack>
  );
}
