import type { RateLimitRule } from '../infra/edge/rate-limits.ts';

/** The WAF rate-based rules, applied per client address in fixed windows, for the local adapter. */
export function createRateLimiter(rules: readonly RateLimitRule[], now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Returns the seconds to wait when the client is over a rule's limit, else undefined. */
    check(path: string, client: string): number | undefined {
      const rule = rules.find((r) => path.startsWith(r.pathPrefix));
      if (!rule) return undefined;
      const key = `${rule.name}|${client}`;
      const windowMs = rule.windowSeconds * 1000;
      const t = now();
      let window = windows.get(key);
      if (!window || t - window.start >= windowMs) {
        window = { start: t, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= rule.limit) return undefined;
      return Math.max(1, Math.ceil((window.start + windowMs - t) / 1000));
    },
  };
}
