import { Button, Group, Stack } from '@mantine/core';
import { IconChecklist, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { CsvPreview, MappingTarget } from '../../../../../contracts/lead-import.ts';
import { useImportJob } from '../api/import-job.ts';
import { rememberedMapping, rememberMapping } from '../api/remembered-mapping.ts';
import { useStartImport, type ImportCall } from '../api/start-import.ts';
import { ColumnMapping, missingRequired, toColumnChoice } from './column-mapping.tsx';
import { DryRunSummary } from './dry-run-summary.tsx';
import { FixRowsPanel } from './fix-rows-panel.tsx';

interface ImportStepsProps {
  path: string;
  preview: CsvPreview;
  busy: boolean;
  onImport: (call: ImportCall) => void;
  onImportFixed: (path: string, mapping: ImportCall['mapping']) => void;
}

/** After the preview: the column mapping, a dry run (what would happen, nothing written), then the import. */
export function ImportSteps({ path, preview, busy, onImport, onImportFixed }: ImportStepsProps) {
  const [targets, setTargets] = useState<MappingTarget[]>(() => rememberedMapping(preview.header) ?? preview.proposed);
  const choice = toColumnChoice(preview.header, targets);
  const choiceKey = JSON.stringify(choice);
  const [dryRun, setDryRun] = useState<{ jobId: string; choiceKey: string } | null>(null);
  const startDryRun = useStartImport((job) => setDryRun({ jobId: job.jobId, choiceKey }), 'dry-run');
  const dry = useImportJob(dryRun?.jobId ?? null);
  // A dry run of another mapping says nothing about this one.
  const shownDryRun = dryRun?.choiceKey === choiceKey ? dry.data : undefined;
  const checking = startDryRun.isPending || shownDryRun?.status === 'running';
  const blocked = busy || checking || preview.total === 0 || missingRequired(targets).length > 0;
  const atLeast = preview.complete ? '' : '+';

  const call = (extra: Partial<ImportCall>): ImportCall => ({ filePath: path, mapping: choice, ...extra });
  return (
    <Stack gap="sm">
      <ColumnMapping header={preview.header} targets={targets} onChange={setTargets} />
      <Group>
        <Button
          variant="default"
          leftSection={<IconChecklist size={16} aria-hidden />}
          disabled={blocked}
          loading={checking}
          onClick={() => {
            rememberMapping(preview.header, targets);
            startDryRun.mutate(call({ dryRun: true }));
          }}
        >
          Dry run
        </Button>
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={blocked}
          loading={busy}
          onClick={() => {
            rememberMapping(preview.header, targets);
            const plan = shownDryRun?.status === 'completed' ? shownDryRun.jobId : undefined;
            // The import's own result replaces the dry run's (and its rows to fix).
            setDryRun(null);
            onImport(call(plan ? { plan } : {}));
          }}
        >
          {`Import ${preview.total.toLocaleString('en-US')}${atLeast} Leads to Airtable`}
        </Button>
      </Group>
      {shownDryRun && <DryRunSummary job={shownDryRun} />}
      {shownDryRun?.status === 'completed' && shownDryRun.failed > 0 && (
        <FixRowsPanel jobId={shownDryRun.jobId} filePath={path} mapping={choice} onImportFixed={onImportFixed} />
      )}
    </Stack>
  );
}
