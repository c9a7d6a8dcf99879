import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsdShort } from './price-format.ts';

describe('formatUsd', () => {
  it.each([0, 5, 999, 1000, 25_000, 125_000, 1_234_567, -25_000, 12.5, 2 ** 60])('writes %d as toLocaleString("en-US") does', (usd) => {
    expect(formatUsd(usd)).toBe(`$${usd.toLocaleString('en-US')}`);
  });

  it('keeps the short form for whole thousands', () => {
    expect(formatUsdShort(25_000)).toBe('$25K');
    expect(formatUsdShort(1_500_000)).toBe('$1,500,000');
  });
});
