/** What a pacer remembers, stored with the job so the next invocation keeps the same pace. */
export interface PacerState {
  /** When the requests of the current window were answered (epoch ms). */
  readonly recent: number[];
  /** No request before this time (epoch ms): set by a 429. */
  readonly pausedUntil: number;
}

export interface PacingOptions {
  readonly requestsPerSecond: number;
  /**
   * How long a request keeps its slot after its answer arrived. Airtable counts requests when they arrive, which
   * is somewhere between our send and its answer; counting from the answer is the only safe end (from the send,
   * a slow first request and a quick second one can land less than a second apart and draw a 429).
   */
  readonly windowMs: number;
  /** How long to wait after a 429; Airtable asks for 30 s. */
  readonly penaltyMs: number;
}

/** Airtable's 5 requests per second per base. At loopback latency that is about 4.9 requests/s, 49 records/s. */
export const airtablePacing: PacingOptions = { requestsPerSecond: 5, windowMs: 1010, penaltyMs: 30_000 };

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Gives the slot back once the request has settled (answered or failed). */
export type ReleaseSlot = () => void;

export interface Pacer {
  /** Milliseconds until a slot frees up by time alone (0: one is free, or only requests in flight hold them). */
  delay(): number;
  /** Waits for a slot and takes it; call the result when the request has settled. */
  acquire(): Promise<ReleaseSlot>;
  /** A 429 arrived: nothing goes out for `penaltyMs`. */
  penalize(): void;
  state(): PacerState;
}

/**
 * A sliding-window limiter shared by every request of one job, whatever their concurrency: at most
 * `requestsPerSecond` requests are in flight or were answered within the last `windowMs`. Starts are also spread
 * `windowMs / requestsPerSecond` apart: a burst of five queues at the server, and the later answers of the burst
 * would hold their slots longer.
 */
export function createPacer(options: PacingOptions, clock: Clock = systemClock, initial?: PacerState): Pacer {
  let recent = [...(initial?.recent ?? [])];
  let pausedUntil = initial?.pausedUntil ?? 0;
  let inFlight = 0;
  let settled: Array<() => void> = [];
  let lastStart = Number.NEGATIVE_INFINITY;
  const spacingMs = options.windowMs / options.requestsPerSecond;

  function delay(): number {
    const now = clock.now();
    recent = recent.filter((at) => now - at < options.windowMs);
    const penalty = pausedUntil - now;
    const full = inFlight + recent.length >= options.requestsPerSecond;
    const windowWait = full && recent.length > 0 ? (recent[0] as number) + options.windowMs - now : 0;
    return Math.max(0, penalty, windowWait, lastStart + spacingMs - now);
  }

  const isFull = () => inFlight + recent.length >= options.requestsPerSecond;

  return {
    delay,
    async acquire() {
      for (;;) {
        const wait = delay();
        if (wait > 0) await clock.sleep(wait);
        else if (isFull()) await new Promise<void>((resolve) => settled.push(resolve));
        else break;
      }
      inFlight += 1;
      lastStart = clock.now();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight -= 1;
        recent.push(clock.now());
        const waiting = settled;
        settled = [];
        for (const wake of waiting) wake();
      };
    },
    penalize() {
      pausedUntil = Math.max(pausedUntil, clock.now() + options.penaltyMs);
    },
    state: () => ({ recent: [...recent], pausedUntil }),
  };
}
