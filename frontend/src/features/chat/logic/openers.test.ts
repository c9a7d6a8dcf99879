import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatOpeners, nextOpenerIndex, randomOpenerIndex, startOpenerRotation } from './openers.ts';
import { hasBookingWording } from './reply-text.ts';

describe('openers', () => {
  it('are 10 distinct messages without booking wording', () => {
    expect(chatOpeners).toHaveLength(10);
    expect(new Set(chatOpeners).size).toBe(10);
    for (const opener of chatOpeners) expect(hasBookingWording(opener)).toBe(false);
  });

  it('rotate to the next one and wrap around', () => {
    expect(nextOpenerIndex(0)).toBe(1);
    expect(nextOpenerIndex(9)).toBe(0);
  });

  it('start from a random one within range', () => {
    expect(randomOpenerIndex(() => 0)).toBe(0);
    expect(randomOpenerIndex(() => 0.99999)).toBe(9);
  });
});

describe('startOpenerRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates every 15000 ms until stopped', () => {
    const rotate = vi.fn();
    const stop = startOpenerRotation(rotate);
    vi.advanceTimersByTime(14_999);
    expect(rotate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(rotate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(rotate).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(rotate).toHaveBeenCalledTimes(3);
  });
});
