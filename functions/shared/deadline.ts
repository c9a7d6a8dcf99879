import type { Context } from 'aws-lambda';

/**
 * The time an invocation has left, passed down to every call that leaves the process (secret reads, S3, SES,
 * Airtable, OpenAI, retry sleeps), so none of them can outlive the function or API Gateway's 30 s.
 */
export interface Deadline {
  /** Epoch ms after which no call may still be running. */
  readonly at: number;
  remaining(): number;
  /** Aborts at the deadline, or after `capMs` when that is sooner (one call's own budget). */
  signal(capMs?: number): AbortSignal;
  /** A child deadline: at most `ms` from now, never past this one. */
  within(ms: number): Deadline;
  /** Waits `ms` unless that would pass the deadline; false when it did not wait. */
  sleep(ms: number): Promise<boolean>;
}

export class DeadlineExceededError extends Error {
  constructor(what = 'the call') {
    super(`Deadline exceeded before ${what} could finish`);
    this.name = 'DeadlineExceededError';
  }
}

export function deadlineAt(at: number, now: () => number = Date.now): Deadline {
  const remaining = () => Math.max(0, at - now());
  return {
    at,
    remaining,
    // AbortSignal.timeout refuses fractions.
    signal: (capMs) => AbortSignal.timeout(Math.max(1, Math.floor(Math.min(remaining(), capMs ?? Number.POSITIVE_INFINITY)))),
    within: (ms) => deadlineAt(Math.min(at, now() + ms), now),
    async sleep(ms) {
      if (ms > remaining()) return false;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return true;
    },
  };
}

export function deadlineIn(ms: number): Deadline {
  return deadlineAt(Date.now() + ms);
}

/**
 * The invocation's deadline: its remaining time less `reserveMs` (left to write the answer and logs), capped by
 * `capMs` (API Gateway's 29 s for API handlers). Without a context (tests, scripts) the cap is the deadline.
 */
export function invocationDeadline(context: Pick<Context, 'getRemainingTimeInMillis'> | undefined, options: { reserveMs: number; capMs: number }): Deadline {
  const left = context ? context.getRemainingTimeInMillis() - options.reserveMs : options.capMs;
  return deadlineIn(Math.max(100, Math.min(options.capMs, left)));
}
