import * as z from 'zod';
import { attributionLimits, hostPattern, pathPattern, utmKeys, type Attribution } from './attribution.ts';
import { once } from './lazy-schema.ts';

function touchSchema() {
  return z.strictObject({
    landingPage: z.string().max(attributionLimits.pathChars).regex(pathPattern).optional(),
    referrerHost: z.string().max(attributionLimits.hostChars).regex(hostPattern).optional(),
    ...Object.fromEntries(utmKeys.map((key) => [key, z.string().min(1).max(attributionLimits.utmChars).optional()])),
  });
}

/** The canonical shape, built on first use (contracts/lazy-schema.ts); only the functions use it. */
export const lazyAttributionSchema = once(() => {
  const touch = touchSchema();
  return z.strictObject({
    first: touch.optional(),
    last: touch.optional(),
    sentFrom: z.string().max(attributionLimits.pathChars).regex(pathPattern).optional(),
  });
});
/** The canonical shape: what `readAttribution` (contracts/attribution.ts) produces and the lead record stores. */
export const attributionSchema = /* @__PURE__ */ lazyAttributionSchema();

/**
 * The `attribution` field of every lead request: any value passes the request schema (a bad attribution must never cost
 * the lead); the function keeps what `readAttribution` finds usable and logs the rest.
 */
export const lazyAttributionRequestField = once(() => z.custom<Attribution>(() => true).optional());
export const attributionRequestField = /* @__PURE__ */ lazyAttributionRequestField();
