/**
 * Zod probes for eval (`new Function`) when an object schema is defined, to compile faster parsers. Our CSP forbids
 * eval, and Chrome reports the blocked probe as a policy violation even though Zod catches it. Zod keeps its settings
 * on globalThis (so that copies of Zod share them), which lets this run before any contract module defines a schema
 * (main.tsx imports it first) without putting any of Zod's code in the first load.
 */
const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };
