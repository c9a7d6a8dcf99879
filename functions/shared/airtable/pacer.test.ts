import { describe, expect, it } from 'vitest';
import { createPacer, type Clock } from './pacer.ts';

function fakeClock(): Clock & { advance(ms: number): void } {
  let now = 1_000_000;
  return {
    now: () => now,
    async sleep(ms) {
      now += ms;
    },
    advance(ms) {
      now += ms;
    },
  };
}

const options = { requestsPerSecond: 5, windowMs: 1010, penaltyMs: 30_000 };

describe('createPacer', () => {
  it('spreads starts 202 ms apart, and the 6th goes 1010 ms after the first answer', async () => {
    const clock = fakeClock();
    const pacer = createPacer(options, clock);
    const start = clock.now();
    const starts: number[] = [];
    const releases = [];
    for (let i = 0; i < 5; i += 1) {
      releases.push(await pacer.acquire());
      starts.push(clock.now() - start);
    }
    expect(starts).toEqual([0, 202, 404, 606, 808]);
    clock.advance(40);
    releases.shift()?.();
    expect(pacer.delay()).toBe(1010);
    await pacer.acquire();
    expect(clock.now() - start).toBe(848 + 1010);
  });

  it('holds a slot while its request is in flight, however long it takes', async () => {
    const clock = fakeClock();
    const pacer = createPacer({ ...options, requestsPerSecond: 1 }, clock);
    const release = await pacer.acquire();
    let second = false;
    const waiting = pacer.acquire().then(() => (second = true));
    await Promise.resolve();
    clock.advance(5000);
    expect(second).toBe(false);
    release();
    await waiting;
    // The slot came back with the answer, then waited out its window.
    expect(second).toBe(true);
  });

  it('waits the penalty after a 429 and carries its state into a new pacer (the next invocation)', async () => {
    const clock = fakeClock();
    const pacer = createPacer(options, clock);
    (await pacer.acquire())();
    pacer.penalize();
    const resumed = createPacer(options, clock, pacer.state());
    expect(resumed.delay()).toBe(30_000);
    const before = clock.now();
    await resumed.acquire();
    expect(clock.now() - before).toBe(30_000);
  });

  it('never has more than 5 requests in flight or answered within a window, whatever the concurrency', async () => {
    const clock = fakeClock();
    const pacer = createPacer(options, clock);
    const events: Array<{ at: number; kind: 'start' | 'end' }> = [];
    const worker = async () => {
      for (let i = 0; i < 6; i += 1) {
        const release = await pacer.acquire();
        events.push({ at: clock.now(), kind: 'start' });
        await clock.sleep(7);
        events.push({ at: clock.now(), kind: 'end' });
        release();
      }
    };
    await Promise.all([worker(), worker(), worker(), worker(), worker(), worker(), worker()]);
    const starts = events.filter((e) => e.kind === 'start').map((e) => e.at);
    expect(starts).toHaveLength(42);
    for (const start of starts) {
      const sameWindow = starts.filter((other) => other >= start && other < start + 1000);
      expect(sameWindow.length).toBeLessThanOrEqual(5);
    }
  });
});
