import { transformPath, type RateLimitRule } from '../infra/edge/rate-limits.ts';

/**
 * The WAF rate-based rules, per client address in fixed windows, for the local adapter. As in WAF, every rule is
 * evaluated in priority order on the transformed path (decoded, normalised, lower-cased): a request counts against
 * each rule it matches (a chat handoff against chat and chat-lead), and the first rule over its limit blocks it.
 */
export function createRateLimiter(rules: readonly RateLimitRule[], now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Returns the seconds to wait when the client is over a rule's limit, else undefined. */
    check(path: string, client: string): number | undefined {
      const seen = transformPath(path);
      const t = now();
      for (const rule of rules) {
        if (!seen.startsWith(rule.pathPrefix)) continue;
        const key = `${rule.name}|${client}`;
        const windowMs = rule.windowSeconds * 1000;
        let window = windows.get(key);
        if (!window || t - window.start >= windowMs) {
          window = { start: t, count: 0 };
          windows.set(key, window);
        }
        window.count += 1;
        // A blocking rule ends the evaluation: later rules never see the request (WAF's terminating action).
        if (window.count > rule.limit) return Math.max(1, Math.ceil((window.start + windowMs - t) / 1000));
      }
      return undefined;
    },
  };
}
