import { queryOptions, useQuery } from '@tanstack/react-query';
import { csvFilesSchema } from '../../../../../contracts/lead-import.ts';
import { adminRequest, leadImportKeys } from './admin-request.ts';

/** `GET /api/admin/csv/files`: the .csv objects of the assets bucket, `{ name, path }`, sorted by name. */
export function fetchCsvFiles() {
  return adminRequest('GET', '/api/admin/csv/files', csvFilesSchema);
}

export const csvFilesQuery = queryOptions({ queryKey: leadImportKeys.files, queryFn: fetchCsvFiles });

export function useCsvFiles(enabled: boolean) {
  return useQuery({ ...csvFilesQuery, enabled });
}
