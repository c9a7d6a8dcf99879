export interface RateLimitOptions {
  /** Airtable's is 5 per base. */
  readonly requestsPerSecond: number;
  /** How long every request to the base is refused after a violation; Airtable's is 30 s. */
  readonly penaltyMs: number;
}

export const airtableRateLimit: RateLimitOptions = { requestsPerSecond: 5, penaltyMs: 30_000 };

/**
 * Airtable's per-base limit: more than `requestsPerSecond` requests in any rolling second is a violation, and the
 * base then refuses everything until `penaltyMs` after it. Requests refused during the penalty do not extend it.
 */
export function createBaseRateLimiter(options: RateLimitOptions, now: () => number = Date.now) {
  const bases = new Map<string, { recent: number[]; blockedUntil: number }>();
  return {
    /** Records a request to the base; false when it must be answered with 429. */
    allow(baseId: string): boolean {
      const t = now();
      let state = bases.get(baseId);
      if (!state) {
        state = { recent: [], blockedUntil: 0 };
        bases.set(baseId, state);
      }
      if (t < state.blockedUntil) return false;
      state.recent = state.recent.filter((at) => t - at < 1000);
      if (state.recent.length >= options.requestsPerSecond) {
        state.blockedUntil = t + options.penaltyMs;
        state.recent = [];
        return false;
      }
      state.recent.push(t);
      return true;
    },
  };
}
