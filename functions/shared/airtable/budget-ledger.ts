import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { airtableBudgetSlotKey } from '../data-layout.ts';
import { isConditionFailed, isMissing } from '../s3-errors.ts';
import { systemClock, type Clock, type Pacer, type ReleaseSlot } from './pacer.ts';

/**
 * One Airtable request budget per base, shared by every process that calls it (import worker, records reader,
 * lead sync): a ledger of `slots` request slots (Airtable's 5 per second) as small objects in the data bucket,
 * `airtable-budget/<base>/slot-<n>.json` = { holder, busyUntil }. A caller takes a free slot with a conditional
 * PUT (If-Match on the ETag it saw, If-None-Match for a new slot), so two callers never hold the same slot: S3
 * answers the loser 412 or 409. The slot stays busy while the request is in flight (a lease, in case the holder
 * dies) and for `windowMs` after its answer. Airtable counts a request when it arrives, between our send and its
 * answer, so each slot carries at most one request per rolling second: at most `slots` per second in all, for
 * any latency and any number of processes. See docs/decisions.md ("one Airtable budget per base").
 */
export interface BudgetLedgerOptions {
  readonly s3: S3Client;
  readonly bucket: string;
  readonly baseId: string;
  /** Who holds a slot (for the ledger's readers); unique per invocation. */
  readonly holder: string;
  readonly clock?: Clock;
  readonly slots?: number;
  readonly windowMs?: number;
  /** How long an in-flight slot stays taken if its holder never answers (longer than a request's timeout). */
  readonly leaseMs?: number;
  readonly penaltyMs?: number;
  /** Longest wait for a slot before acquire() gives up with BudgetWaitError (callers that must answer soon). */
  readonly maxWaitMs?: number;
  /** interactive (records page, lead sync): claims a cooling slot at once, ahead of bulk callers (the import). */
  readonly priority?: 'bulk' | 'interactive';
}

export class BudgetWaitError extends Error {
  constructor(waitedMs: number) {
    super(`No Airtable request slot came free within ${waitedMs} ms`);
    this.name = 'BudgetWaitError';
  }
}

interface Slot {
  etag: string | undefined;
  busyUntil: number;
  holder: string;
  /** In flight: `busyUntil` is the lease, and the holder will free the slot much sooner. */
  leased: boolean;
  /** Our release on its way; a claim of this slot waits for it (it brings the ETag). */
  releasing?: Promise<void>;
}

export function s3BudgetLedger(options: BudgetLedgerOptions): Pacer {
  const { s3, bucket, holder } = options;
  const clock = options.clock ?? systemClock;
  const count = options.slots ?? 5;
  const windowMs = options.windowMs ?? 1010;
  const leaseMs = options.leaseMs ?? 20_000;
  const penaltyMs = options.penaltyMs ?? 30_000;
  const interactive = options.priority === 'interactive';
  const key = (n: number) => airtableBudgetSlotKey(options.baseId, n);
  const slots = new Map<number, Slot>();
  const busy = new Set<number>(); // slots this process is claiming or using
  let pausedUntil = 0;
  let loading: Promise<void> | undefined;

  async function read(n: number): Promise<void> {
    try {
      const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key(n) }));
      const body = JSON.parse((await out.Body?.transformToString('utf-8')) ?? '{}') as { busyUntil?: number; holder?: string; leased?: boolean };
      slots.set(n, { etag: out.ETag, busyUntil: Number(body.busyUntil) || 0, holder: String(body.holder ?? ''), leased: body.leased === true });
    } catch (error) {
      if (!isMissing(error)) throw error;
      slots.set(n, { etag: undefined, busyUntil: 0, holder: '', leased: false });
    }
  }

  // How long a ledger write takes (moving average), to claim a slot that much before it frees.
  let writeMs = 20;

  /** Writes the slot only if it is still as we last saw it; false when another caller got there first. */
  async function write(n: number, busyUntil: number, leased: boolean): Promise<boolean> {
    const slot = slots.get(n) as Slot;
    const condition = slot.etag === undefined ? { IfNoneMatch: '*' } : { IfMatch: slot.etag };
    const started = clock.now();
    try {
      const out = await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key(n), Body: JSON.stringify({ holder, busyUntil, leased }), ContentType: 'application/json', ...condition }));
      slots.set(n, { etag: out.ETag, busyUntil, holder, leased });
      writeMs = Math.min(200, 0.8 * writeMs + 0.2 * (clock.now() - started));
      return true;
    } catch (error) {
      if (!isConditionFailed(error) && !isMissing(error)) throw error;
      await read(n);
      return false;
    }
  }

  /**
   * Ends our hold of slot `n` at `until`. A 409 (another caller's conditional write to the slot was in flight,
   * typically a claim that will fail) leaves our lease in place: write again while the slot is still ours.
   */
  async function freeSlot(n: number, until: number): Promise<void> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      if (await write(n, until, false)) return;
      const slot = slots.get(n) as Slot;
      if (!(slot.holder === holder && slot.leased)) return;
    }
  }

  const freeAt = (slot: Slot) => Math.max(slot.busyUntil, pausedUntil);

  /** The free slot that comes free first, or undefined when this process is using all of them. */
  function nextSlot(): number | undefined {
    let best: number | undefined;
    for (const [n, slot] of slots) if (!busy.has(n) && (best === undefined || freeAt(slot) < freeAt(slots.get(best) as Slot))) best = n;
    return best;
  }

  let wake: Array<() => void> = [];
  const wakeAll = () => {
    const waiting = wake;
    wake = [];
    for (const resolve of waiting) resolve();
  };

  return {
    delay() {
      const n = nextSlot();
      return n === undefined ? 0 : Math.max(0, freeAt(slots.get(n) as Slot) - clock.now());
    },
    async acquire(): Promise<ReleaseSlot> {
      loading ??= Promise.all(Array.from({ length: count }, (_, n) => read(n))).then(() => undefined);
      await loading;
      const started = clock.now();
      for (;;) {
        const n = nextSlot();
        if (n === undefined) {
          await new Promise<void>((resolve) => wake.push(resolve));
          continue;
        }
        busy.add(n);
        let claimed = false;
        let sendAt: number | undefined;
        try {
          await slots.get(n)?.releasing;
          const slot = slots.get(n) as Slot;
          const mine = slot.holder === holder;
          const waited = clock.now() - started;
          if (options.maxWaitMs !== undefined && waited > options.maxWaitMs) throw new BudgetWaitError(waited);
          if (slot.leased && !mine) {
            // In flight elsewhere: it frees when that request is answered, usually well before the lease ends.
            await clock.sleep(25);
            await read(n);
            continue;
          }
          // A bulk caller claims one write's time before the slot frees (its latency then costs no cycle time);
          // an interactive one claims as soon as it sees the slot cooling, so it gets in ahead of a running import.
          const wait = freeAt(slot) - clock.now() - (interactive ? Number.POSITIVE_INFINITY : writeMs);
          if (wait > 0) {
            await clock.sleep(mine ? wait : Math.min(wait, 250));
            if (!mine) await read(n);
            continue;
          }
          sendAt = freeAt(slot);
          claimed = await write(n, Math.max(clock.now(), sendAt) + leaseMs, true);
        } finally {
          if (!claimed) {
            busy.delete(n);
            wakeAll();
          }
        }
        if (!claimed) continue;
        // The previous request of this slot keeps it until `sendAt`; ours starts no earlier.
        if (sendAt !== undefined && sendAt > clock.now()) await clock.sleep(sendAt - clock.now());
        if (!claimed) continue;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          const until = Math.max(clock.now() + windowMs, pausedUntil);
          const slot = slots.get(n) as Slot;
          slot.busyUntil = until;
          slot.releasing = freeSlot(n, until).catch(() => undefined);
          void slot.releasing.finally(() => {
            busy.delete(n);
            wakeAll();
          });
        };
      }
    },
    penalize() {
      pausedUntil = Math.max(pausedUntil, clock.now() + penaltyMs);
    },
    state: () => ({ recent: [], pausedUntil }),
  };
}
