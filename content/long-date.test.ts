import { describe, expect, it } from 'vitest';
import { longDate } from './long-date.ts';

describe('longDate', () => {
  it('writes every day of 2025 and 2026 exactly as Intl does in en-US', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(longDate(iso), iso).toBe(intl.format(new Date(t)));
    }
  });

  it('refuses what is not a date', () => {
    expect(() => longDate('2025-13-01')).toThrow(/ISO date/);
    expect(() => longDate('soon')).toThrow(/ISO date/);
  });
});
