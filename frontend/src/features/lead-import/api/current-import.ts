import { useQuery } from '@tanstack/react-query';
import { currentImportSchema } from '../../../../../contracts/lead-import.ts';
import { adminRequest, leadImportKeys } from './admin-request.ts';

/** `GET /api/admin/csv/import/current`: the running import, so a reloaded page shows its progress again. */
export function fetchCurrentImport() {
  return adminRequest('GET', '/api/admin/csv/import/current', currentImportSchema);
}

export function useCurrentImport(enabled: boolean) {
  return useQuery({ queryKey: leadImportKeys.current, queryFn: fetchCurrentImport, enabled });
}
