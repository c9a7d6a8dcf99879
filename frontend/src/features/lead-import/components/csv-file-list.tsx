import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv, IconRefresh } from '@tabler/icons-react';
import type { CsvFile } from '../../../../../contracts/lead-import.ts';
import { useCsvFiles } from '../api/csv-files.ts';

/** The left card: the CSV files of the assets bucket, one selectable at a time. */
export function CsvFileList({ selected, onSelect }: { selected: string | null; onSelect: (file: CsvFile) => void }) {
  const files = useCsvFiles(true);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="csv-files-title">
      <Stack gap="md">
        <Title order={2} id="csv-files-title" fz="h4">
          CSV Files
        </Title>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={files.isFetching} onClick={() => void files.refetch()}>
          Refresh Files List
        </Button>
        {files.isPending && files.isFetching ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Loading files…</Text>
          </Group>
        ) : files.isError ? (
          <Alert color="red" title="Error">
            Failed to load CSV files
          </Alert>
        ) : files.data && files.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No CSV files found in assets
          </Text>
        ) : (
          <Stack component="ul" gap={4} aria-label="CSV files" p={0} m={0} style={{ listStyle: 'none' }}>
            {files.data?.map((file) => (
              <li key={file.path}>
                <Button
                  variant={file.path === selected ? 'light' : 'subtle'}
                  justify="flex-start"
                  fullWidth
                  h="auto"
                  py={6}
                  // A file name as it is (site.css upper-cases button labels).
                  styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left', textTransform: 'none', letterSpacing: 'normal' } }}
                  leftSection={<IconFileTypeCsv size={18} aria-hidden />}
                  aria-pressed={file.path === selected}
                  title={file.path}
                  onClick={() => onSelect(file)}
                >
                  {file.name}
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
