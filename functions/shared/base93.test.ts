import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base93Decode, base93Encode } from './base93.ts';

describe('base93', () => {
  it('round-trips any length, without a double quote, a backslash or a control character in the text', () => {
    for (const length of [0, 1, 12, 13, 14, 26, 1023, 46_550]) {
      const bytes = randomBytes(length);
      const text = base93Encode(bytes);
      expect(text).toMatch(/^[\x20-\x7e]*$/);
      expect(text).not.toMatch(/["\\]/);
      expect(text.length).toBe(Math.ceil(length / 13) * 16);
      expect(base93Decode(text, length).equals(bytes)).toBe(true);
    }
  });

  it('reads the highest chunk value and zeros alike', () => {
    for (const fill of [0, 255]) {
      const bytes = Buffer.alloc(13, fill);
      expect(base93Decode(base93Encode(bytes), 13).equals(bytes)).toBe(true);
    }
  });
});
