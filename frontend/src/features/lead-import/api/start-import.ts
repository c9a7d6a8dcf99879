import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importJobSchema, type ColumnChoice, type ImportJob } from '../../../../../contracts/lead-import.ts';
import { adminRequest, leadImportKeys } from './admin-request.ts';

export interface ImportCall {
  readonly filePath: string;
  /** Staff's mapping; without it the server maps by aliases. */
  readonly mapping?: ColumnChoice;
  readonly dryRun?: boolean;
  /** The dry run this import follows: rows it found unchanged are skipped, so the counts match. */
  readonly plan?: string;
}

/** `POST /api/admin/csv/import`: a small file comes back finished (200), a large one running (202). */
export function startImport(call: ImportCall) {
  return adminRequest('POST', '/api/admin/csv/import', importJobSchema, call);
}

export function useStartImport(onStarted: (job: ImportJob) => void, key = 'start') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['lead-import', key],
    mutationFn: startImport,
    onSuccess: (job) => {
      queryClient.setQueryData(leadImportKeys.job(job.jobId), job);
      onStarted(job);
    },
  });
}
