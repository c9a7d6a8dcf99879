import { describe, expect, it, vi } from 'vitest';

describe('zod-without-eval', () => {
  it('switches Zod to its eval-free parsers before any schema exists', async () => {
    vi.resetModules();
    await import('./zod-without-eval.ts');
    const probe = vi.spyOn(globalThis, 'Function');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(2) });
    expect(schema.safeParse({ name: 'Ada' }).success).toBe(true);
    expect(schema.safeParse({ name: 'A' }).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
});
