import { useQuery } from '@tanstack/react-query';
import { airtableLeadPageSchema, type AirtableLeadRecord } from '../../../../../contracts/lead-import.ts';
import { adminRequest, leadImportKeys } from './admin-request.ts';

/** `GET /api/admin/airtable/Leads/records`, following `offset` until the table has been read. */
export async function fetchAirtableRecords(): Promise<AirtableLeadRecord[]> {
  const records: AirtableLeadRecord[] = [];
  let offset: string | undefined;
  do {
    const query = offset ? `?offset=${encodeURIComponent(offset)}` : '';
    const page = await adminRequest('GET', `/api/admin/airtable/Leads/records${query}`, airtableLeadPageSchema);
    records.push(...page.records);
    offset = page.offset;
  } while (offset);
  return records;
}

/** Loads when first enabled (the tab's first opening) and again only when asked or after an import. */
export function useAirtableRecords(enabled: boolean) {
  return useQuery({ queryKey: leadImportKeys.records, queryFn: fetchAirtableRecords, enabled });
}
