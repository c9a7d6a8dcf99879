import type { AirtableLeadPage } from '../../../contracts/lead-import.ts';
import type { LeadsTable } from '../../shared/airtable/leads-table.ts';
import { createPacer, type Clock, type PacingOptions } from '../../shared/airtable/pacer.ts';

/**
 * Reads pages of the Leads table, paced like the import, until `maxPages` or `deadline`; the answer's offset
 * continues. About five pages of 100 a second: 40 pages (4,000 records) take about 8 s, well inside API Gateway's 30 s.
 */
export async function readLeadPages(
  table: LeadsTable,
  options: { offset?: string; maxPages: number; deadline: number; pacing: PacingOptions; clock: Clock },
): Promise<AirtableLeadPage> {
  const pacer = createPacer(options.pacing, options.clock);
  const records: AirtableLeadPage['records'] = [];
  let offset = options.offset;
  for (let pages = 0; pages < options.maxPages && options.clock.now() < options.deadline; pages += 1) {
    const release = await pacer.acquire();
    const page = await table.listPage(offset).finally(release);
    records.push(...page.records);
    offset = page.offset;
    if (offset === undefined) break;
  }
  return offset === undefined ? { records } : { records, offset };
}
