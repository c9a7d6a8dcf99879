import '@mantine/core/styles/Progress.css';
import { Alert, Button, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { maxCsvSizeText } from '../../../../../contracts/lead-import.ts';
import { failureReason, leadImportKeys } from '../api/admin-request.ts';
import { uploadCsv, uploadProblem } from '../api/upload-csv.ts';

type Upload = { state: 'idle' } | { state: 'sending'; name: string; fraction: number } | { state: 'failed'; message: string };

/** Drop a CSV or pick one: it goes straight to the assets bucket (presigned POST), then appears in the list, selected. */
export function CsvUploadZone({ onUploaded }: { onUploaded: (path: string) => void }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [over, setOver] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file || upload.state === 'sending') return;
    const problem = uploadProblem(file);
    if (problem) return setUpload({ state: 'failed', message: problem });
    setUpload({ state: 'sending', name: file.name, fraction: 0 });
    try {
      const path = await uploadCsv(file, (fraction) => setUpload({ state: 'sending', name: file.name, fraction }));
      await queryClient.invalidateQueries({ queryKey: leadImportKeys.files });
      setUpload({ state: 'idle' });
      onUploaded(path);
    } catch (error) {
      setUpload({ state: 'failed', message: failureReason(error) });
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{ borderStyle: 'dashed', background: over ? 'var(--mantine-color-default-hover)' : undefined }}
      aria-label="Upload a CSV file"
      role="group"
    >
      <Stack gap="xs" align="center">
        <IconCloudUpload size={28} aria-hidden />
        <Text size="sm" ta="center">{`Drop a CSV file here (up to ${maxCsvSizeText})`}</Text>
        <input ref={input} type="file" accept=".csv,text/csv" hidden data-testid="csv-upload-input" onChange={(event) => void send(event.currentTarget.files?.[0]).finally(() => event.target && (event.target.value = ''))} />
        <Button variant="light" size="xs" disabled={upload.state === 'sending'} onClick={() => input.current?.click()}>
          Choose a CSV file
        </Button>
        {upload.state === 'sending' && (
          <Stack gap={4} w="100%">
            <Text size="xs">{`Uploading ${upload.name}… ${Math.round(upload.fraction * 100)}%`}</Text>
            <Progress value={upload.fraction * 100} size="md" aria-label={`Upload progress, ${Math.round(upload.fraction * 100)}%`} />
          </Stack>
        )}
        {upload.state === 'failed' && (
          <Alert color="red" title="Upload failed" w="100%">
            {upload.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
