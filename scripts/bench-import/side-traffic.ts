import { airtableLeadPageSchema } from '../../contracts/lead-import.ts';

/** What the other callers of the Airtable base saw while the import ran. */
export interface SideTrafficResult {
  readonly refreshes: { status: number; ms: number; records: number }[];
  readonly contacts: { status: number; ms: number }[];
}

/**
 * Staff refreshing the records list every `refreshEveryMs` and a visitor sending the contact form every
 * `contactEveryMs`, both through the real API, until `stop()`: the traffic the shared Airtable budget must fit
 * beside an import without a 429 and without stalling it.
 */
export function startSideTraffic(options: { apiUrl: string; staffToken: string; refreshEveryMs: number; contactEveryMs: number }) {
  const result: SideTrafficResult = { refreshes: [], contacts: [] };
  const pending: Promise<void>[] = [];
  let sent = 0;
  const refresh = async () => {
    const started = performance.now();
    const response = await fetch(`${options.apiUrl}/api/admin/airtable/Leads/records`, { headers: { authorization: `Bearer ${options.staffToken}` } });
    const text = await response.text();
    const records = response.ok ? airtableLeadPageSchema.parse(JSON.parse(text)).records.length : 0;
    result.refreshes.push({ status: response.status, ms: performance.now() - started, records });
  };
  const contact = async () => {
    sent += 1;
    const started = performance.now();
    const body = { firstName: 'Side', lastName: `Visitor ${sent}`, company: 'Bench Co', email: `visitor.${sent}@side.example`, website: 'side.example', idempotencyKey: crypto.randomUUID() };
    const response = await fetch(`${options.apiUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await response.text();
    result.contacts.push({ status: response.status, ms: performance.now() - started });
  };
  const track = (work: () => Promise<void>) => () => void pending.push(work().catch((error: unknown) => console.error('side traffic failed', error)));
  const timers = [setInterval(track(refresh), options.refreshEveryMs), setInterval(track(contact), options.contactEveryMs)];
  return {
    async stop(): Promise<SideTrafficResult> {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(pending);
      return result;
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor(sorted.length / 2)] as number);
}
