import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markChatShown, scheduleAutoOpen, wasChatShown, type FlagStorage } from './auto-open.ts';
import { chatShownKey } from './chat-settings.ts';

function memoryStorage(): FlagStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

describe('scheduleAutoOpen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens once, 8000 ms after load, and records chatShown', () => {
    const storage = memoryStorage();
    const open = vi.fn();
    scheduleAutoOpen({ storage, open });
    vi.advanceTimersByTime(7999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(storage.values.get(chatShownKey)).toBe('true');
  });

  it('counts the time that passed before the widget loaded', () => {
    const open = vi.fn();
    scheduleAutoOpen({ storage: memoryStorage(), open, elapsedMs: 3000 });
    vi.advanceTimersByTime(4999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not open again in the same session', () => {
    const storage = memoryStorage();
    const first = vi.fn();
    scheduleAutoOpen({ storage, open: first });
    vi.advanceTimersByTime(8000);
    const second = vi.fn();
    scheduleAutoOpen({ storage, open: second });
    vi.advanceTimersByTime(60_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('does not open when the visitor opened the chat first', () => {
    const storage = memoryStorage();
    const open = vi.fn();
    scheduleAutoOpen({ storage, open });
    vi.advanceTimersByTime(2000);
    markChatShown(storage);
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
  });

  it('can be cancelled (the widget unmounted)', () => {
    const open = vi.fn();
    const cancel = scheduleAutoOpen({ storage: memoryStorage(), open });
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
  });

  it('still opens when storage is unavailable or throws', () => {
    const throwing: FlagStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const open = vi.fn();
    scheduleAutoOpen({ storage: throwing, open });
    scheduleAutoOpen({ storage: undefined, open });
    vi.advanceTimersByTime(8000);
    expect(open).toHaveBeenCalledTimes(2);
    expect(wasChatShown(throwing)).toBe(false);
  });
});
