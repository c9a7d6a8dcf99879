/**
 * One operation per object key at a time, in arrival order. s3rver rewrites a file in place, so a read that
 * overlaps a write would see a cut-off body; S3 never serves a half-written object. Conditional writes also
 * register here so a second one arriving while the first is pending can be refused as S3 refuses it (409).
 */
export function createKeyLocks() {
  const tails = new Map<string, Promise<void>>();
  const conditional = new Set<string>();

  return {
    /** Runs `work` once every earlier operation on `key` has settled. */
    async run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      let done!: () => void;
      const tail = new Promise<void>((resolve) => (done = resolve));
      const chained = previous.then(() => tail);
      tails.set(key, chained);
      try {
        await previous;
        return await work();
      } finally {
        done();
        if (tails.get(key) === chained) tails.delete(key);
      }
    },
    /** False when a conditional write to `key` is already pending; else marks one until `release` is called. */
    claimConditional(key: string): { release(): void } | undefined {
      if (conditional.has(key)) return undefined;
      conditional.add(key);
      return { release: () => conditional.delete(key) };
    },
  };
}
