import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z85Decode, z85Encode } from './z85.ts';

describe('z85', () => {
  it("matches the RFC's test vector", () => {
    const bytes = Uint8Array.from([0x86, 0x4f, 0xd2, 0x6f, 0xb5, 0x59, 0xf7, 0x5b]);
    expect(z85Encode(bytes)).toBe('HelloWorld');
    expect([...z85Decode('HelloWorld')]).toEqual([...bytes]);
  });

  it('round-trips any length, without a quote or a backslash in the text', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 1023, 34_550]) {
      const bytes = randomBytes(length);
      const text = z85Encode(bytes);
      expect(text).not.toMatch(/["'\\]/);
      expect(z85Decode(text, length).equals(bytes)).toBe(true);
    }
  });
});
