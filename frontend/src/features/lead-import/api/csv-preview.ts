import { queryOptions, useQuery } from '@tanstack/react-query';
import { csvPreviewSchema } from '../../../../../contracts/lead-import.ts';
import { adminRequest, leadImportKeys } from './admin-request.ts';

/** `GET /api/admin/csv/preview?file=`: header, first 10 rows and the row count, streamed by the server. */
export function fetchCsvPreview(path: string) {
  return adminRequest('GET', `/api/admin/csv/preview?file=${encodeURIComponent(path)}`, csvPreviewSchema);
}

export const csvPreviewQuery = (path: string) => queryOptions({ queryKey: leadImportKeys.preview(path), queryFn: () => fetchCsvPreview(path) });

export function useCsvPreview(path: string | null) {
  return useQuery({ ...csvPreviewQuery(path ?? ''), enabled: path !== null });
}
