import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsdShort } from './price-format.ts';

describe('formatUsd', () => {
  it('writes what toLocaleString en-US writes, without touching Intl for whole dollars', () => {
    for (const usd of [0, 7, 999, 1000, 25_000, 150_000, 999_999, 1_234_567, -2500, 12.5]) {
      expect(formatUsd(usd)).toBe(`$${usd.toLocaleString('en-US')}`);
    }
  });

  it('keeps the short form for whole thousands', () => {
    expect(formatUsdShort(25_000)).toBe('$25K');
    expect(formatUsdShort(2_500_000)).toBe('$2,500,000');
  });
});
