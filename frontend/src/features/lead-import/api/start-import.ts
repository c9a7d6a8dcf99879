import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importJobSchema, type ImportJob } from '../../../../../contracts/lead-import.ts';
import { adminRequest, leadImportKeys } from './admin-request.ts';

/** `POST /api/admin/csv/import` `{ filePath }`: a small file comes back finished (200), a large one running (202). */
export function startImport(filePath: string) {
  return adminRequest('POST', '/api/admin/csv/import', importJobSchema, { filePath });
}

export function useStartImport(onStarted: (job: ImportJob) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['lead-import', 'start'],
    mutationFn: startImport,
    onSuccess: (job) => {
      queryClient.setQueryData(leadImportKeys.job(job.jobId), job);
      onStarted(job);
    },
  });
}
