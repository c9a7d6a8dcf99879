import { queryOptions, useQuery } from '@tanstack/react-query';
import { importJobSchema } from '../../../../../contracts/lead-import.ts';
import { adminRequest, leadImportKeys } from './admin-request.ts';

/** `GET /api/admin/csv/import/{jobId}`: counts, progress and per-row errors of one import. */
export function fetchImportJob(jobId: string) {
  return adminRequest('GET', `/api/admin/csv/import/${encodeURIComponent(jobId)}`, importJobSchema);
}

// The one read that polls (spec section 7 says reads never do): a running import's progress, once a second.
const pollMs = 1000;

export const importJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: leadImportKeys.job(jobId),
    queryFn: () => fetchImportJob(jobId),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? pollMs : false),
  });

export function useImportJob(jobId: string | null) {
  return useQuery({ ...importJobQuery(jobId ?? ''), enabled: jobId !== null });
}
