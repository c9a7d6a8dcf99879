// zod/mini: the lead forms load this in the browser, which no longer evaluates classic zod at start (#22).
import * as z from 'zod/mini';
import { attributionLimits, hostPattern, pathPattern, utmKeys, type Attribution } from './attribution.ts';
import { once } from './lazy-schema.ts';
import { ensureEnglishMessages } from './zod-english.ts';

ensureEnglishMessages();

function touchSchema() {
  return z.strictObject({
    landingPage: z.optional(z.string().check(z.maxLength(attributionLimits.pathChars), z.regex(pathPattern))),
    referrerHost: z.optional(z.string().check(z.maxLength(attributionLimits.hostChars), z.regex(hostPattern))),
    ...Object.fromEntries(utmKeys.map((key) => [key, z.optional(z.string().check(z.minLength(1), z.maxLength(attributionLimits.utmChars)))])),
  });
}

/** The canonical shape, built on first use (contracts/lazy-schema.ts); only the functions use it. */
export const lazyAttributionSchema = once(() => {
  const touch = touchSchema();
  return z.strictObject({
    first: z.optional(touch),
    last: z.optional(touch),
    sentFrom: z.optional(z.string().check(z.maxLength(attributionLimits.pathChars), z.regex(pathPattern))),
  });
});
/** The canonical shape: what `readAttribution` (contracts/attribution.ts) produces and the lead record stores. */
export const attributionSchema = /* @__PURE__ */ lazyAttributionSchema();

/**
 * The `attribution` field of every lead request: any value passes the request schema (a bad attribution must never cost
 * the lead); the function keeps what `readAttribution` finds usable and logs the rest.
 */
export const lazyAttributionRequestField = once(() => z.optional(z.custom<Attribution>(() => true)));
export const attributionRequestField = /* @__PURE__ */ lazyAttributionRequestField();
