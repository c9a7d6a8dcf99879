import '@mantine/core/styles/Tabs.css';
import { Anchor, Breadcrumbs, Container, Grid, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Illustration } from '../../../components/page-kit/illustration.tsx';
import { IconDatabase, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { leadImportKeys } from '../api/admin-request.ts';
import { useAdminToken } from '../api/admin-token.ts';
import { useCurrentImport } from '../api/current-import.ts';
import { useImportJob } from '../api/import-job.ts';
import { useStartImport } from '../api/start-import.ts';
import { AdminTokenForm } from './admin-token-form.tsx';
import { AirtableRecordsPanel } from './airtable-records-panel.tsx';
import { CsvFileList } from './csv-file-list.tsx';
import { CsvPreviewPanel } from './csv-preview-panel.tsx';
import { CsvUploadZone } from './csv-upload-zone.tsx';
import { ImportHistory } from './import-history.tsx';

type Tab = 'csv' | 'airtable';

/** /lead-management: staff import lead CSVs from the assets bucket into Airtable and review the table. */
export function LeadManagementPage() {
  const { token, rejected } = useAdminToken();
  return (
    <Container py="xl">
      <Stack gap="lg">
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator="/" separatorMargin={6}>
            <Anchor component={Link} to="/" size="sm">
              Home
            </Anchor>
            <Text size="sm" c="dimmed">
              Admin
            </Text>
            <Text size="sm" c="dimmed" aria-current="page">
              Lead Management
            </Text>
          </Breadcrumbs>
        </nav>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          <div>
            <Title order={1}>Lead Management</Title>
            <Text c="dimmed">Import leads from CSV files into Airtable and review the lead database.</Text>
          </div>
          <Illustration name="lead-import" kind="strip" label="Lead import: CSV file, preview and validate, Airtable leads" />
        </SimpleGrid>
        {token ? <LeadImportWorkspace /> : <AdminTokenForm rejected={rejected} />}
      </Stack>
    </Container>
  );
}

function LeadImportWorkspace() {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('csv');
  const [selected, setSelected] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const current = useCurrentImport(true);
  const job = useImportJob(jobId);
  const start = useStartImport((started) => {
    queryClient.setQueryData(leadImportKeys.current, { job: null });
    setJobId(started.jobId);
  });
  const startFailedBusy = start.error instanceof ApiRequestError && start.error.status === 409;
  useEffect(() => {
    if (startFailedBusy) void queryClient.invalidateQueries({ queryKey: leadImportKeys.current });
  }, [startFailedBusy, queryClient]);

  // After a reload (or a 409 because another tab started one), show the import that is running, with its file.
  const running = current.data?.job;
  const trackedRunning = job.data?.status === 'running';
  useEffect(() => {
    if (running && running.jobId !== jobId && !trackedRunning) {
      setJobId(running.jobId);
      setSelected(running.filePath);
    }
  }, [running, jobId, trackedRunning]);

  // Once an import ends the Airtable list is out of date: reloaded now if its tab is open, else when next opened.
  const status = job.data?.status;
  useEffect(() => {
    if (status !== 'completed' && status !== 'failed') return;
    // What `current` said is history now; keep it from pulling this finished job back up.
    queryClient.setQueryData(leadImportKeys.current, { job: null });
    void queryClient.invalidateQueries({ queryKey: leadImportKeys.records, refetchType: 'active' });
    void queryClient.invalidateQueries({ queryKey: leadImportKeys.history });
  }, [status, queryClient]);
  const choose = (path: string) => {
    setSelected(path);
    start.reset();
  };

  const busy = start.isPending || status === 'running';
  const shownJob = job.data && job.data.filePath === selected ? job.data : undefined;
  return (
    <Tabs value={tab} onChange={(value) => setTab(value === 'airtable' ? 'airtable' : 'csv')} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="csv" leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
          CSV Leads
        </Tabs.Tab>
        <Tabs.Tab value="airtable" leftSection={<IconDatabase size={16} aria-hidden />}>
          Airtable Integration
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="csv">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <CsvUploadZone onUploaded={choose} />
              <CsvFileList selected={selected} onSelect={(file) => choose(file.path)} />
              <ImportHistory
                onOpen={(opened) => {
                  choose(opened.filePath);
                  queryClient.setQueryData(leadImportKeys.job(opened.jobId), opened);
                  setJobId(opened.jobId);
                }}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CsvPreviewPanel
              path={selected}
              job={shownJob}
              busy={busy}
              startError={start.error}
              onImport={(call) => start.mutate(call)}
              onImportFixed={(path, mapping) => {
                void queryClient.invalidateQueries({ queryKey: leadImportKeys.files });
                choose(path);
                start.mutate({ filePath: path, ...(mapping ? { mapping } : {}) });
              }}
            />
          </Grid.Col>
        </Grid>
      </Tabs.Panel>
      <Tabs.Panel value="airtable">
        <AirtableRecordsPanel onImportFromCsv={() => setTab('csv')} />
      </Tabs.Panel>
    </Tabs>
  );
}
