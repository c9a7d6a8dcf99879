import type { AirtableLeadPage } from '../../../contracts/lead-import.ts';
import type { LeadsTable } from '../../shared/airtable/leads-table.ts';
import { createPacer, type Clock, type Pacer, type PacingOptions } from '../../shared/airtable/pacer.ts';
import { DeadlineExceededError } from '../../shared/deadline.ts';

/** Lambda answers at most 6 MB; the records list stops well before, whatever the records hold. */
export const maxAnswerBytes = 4 * 1024 * 1024;

/**
 * Where the next call goes on: Airtable's page offset, plus how many records of that page were already sent
 * when a page did not fit. Without a skip it is Airtable's offset as is; `#` never occurs in Airtable's offsets.
 */
interface Cursor {
  readonly offset: string | undefined;
  readonly skip: number;
}
const encodeCursor = ({ offset, skip }: Cursor) => (skip === 0 ? offset : `${offset ?? ''}#${skip}`);
function decodeCursor(text: string | undefined): Cursor {
  const match = /^(.*)#(\d+)$/.exec(text ?? '');
  if (!match) return { offset: text || undefined, skip: 0 };
  return { offset: match[1] || undefined, skip: Number(match[2]) };
}

export interface ReadOptions {
  readonly offset?: string;
  readonly maxPages: number;
  readonly deadline: number;
  readonly pacing: PacingOptions;
  readonly clock: Clock;
  /** The base's shared budget; without it the call paces itself. */
  readonly pacer?: Pacer;
  readonly maxBytes?: number;
}

/** The page, or DeadlineExceededError once `ms` pass: airtable.js takes no abort signal and stops its own timer at the headers. */
async function pageBefore(request: Promise<AirtableLeadPage>, ms: number): Promise<AirtableLeadPage> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceededError('the Airtable page')), Math.max(0, ms));
  });
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads pages of the Leads table within the request budget until `maxPages`, `deadline` or `maxBytes` of
 * answer; the answer's offset continues. About five pages of 100 a second when nothing else runs: 40 pages
 * (4,000 records) take about 8 s, well inside API Gateway's 30 s.
 */
export async function readLeadPages(table: LeadsTable, options: ReadOptions): Promise<AirtableLeadPage> {
  const pacer = options.pacer ?? createPacer(options.pacing, options.clock);
  const maxBytes = options.maxBytes ?? maxAnswerBytes;
  const records: AirtableLeadPage['records'] = [];
  // The answer's JSON: {"records":[...],"offset":"..."} with room for the offset.
  let bytes = 256;
  let cursor = decodeCursor(options.offset);
  for (let pages = 0; pages < options.maxPages && options.clock.now() < options.deadline; pages += 1) {
    const release = await pacer.acquire();
    let page: AirtableLeadPage;
    try {
      page = await pageBefore(table.listPage(cursor.offset), options.deadline - options.clock.now()).finally(release);
    } catch (error) {
      // Out of time after some pages: answer those, and the offset goes on where this page would have.
      if (error instanceof DeadlineExceededError && records.length > 0) return { records, offset: encodeCursor(cursor) ?? '' };
      throw error;
    }
    const fresh = page.records.slice(cursor.skip);
    for (const [index, record] of fresh.entries()) {
      const size = Buffer.byteLength(JSON.stringify(record)) + 1;
      if (bytes + size > maxBytes && records.length > 0) return { records, offset: encodeCursor({ offset: cursor.offset, skip: cursor.skip + index }) as string };
      records.push(record);
      bytes += size;
    }
    cursor = { offset: page.offset, skip: 0 };
    if (cursor.offset === undefined) break;
  }
  return cursor.offset === undefined ? { records } : { records, offset: cursor.offset };
}
