import { useQuery } from '@tanstack/react-query';
import { failedRowsSchema, importHistorySchema } from '../../../../../contracts/lead-import.ts';
import { adminRequest, leadImportKeys } from './admin-request.ts';

/** `GET /api/admin/csv/imports`: the newest imports and dry runs. */
export function useImportHistory(enabled: boolean) {
  return useQuery({ queryKey: leadImportKeys.history, queryFn: () => adminRequest('GET', '/api/admin/csv/imports', importHistorySchema), enabled });
}

/** The invalid rows of a job with their cells, for fixing them in the page. */
export function useInvalidRows(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...leadImportKeys.job(jobId), 'invalid-rows'],
    queryFn: () => adminRequest('GET', `/api/admin/csv/import/${encodeURIComponent(jobId)}/failed-rows?format=json`, failedRowsSchema),
    enabled,
  });
}
