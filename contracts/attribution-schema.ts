import * as z from 'zod';
import { attributionLimits, hostPattern, pathPattern, utmKeys, type Attribution } from './attribution.ts';

const touchSchema = z.strictObject({
  landingPage: z.string().max(attributionLimits.pathChars).regex(pathPattern).optional(),
  referrerHost: z.string().max(attributionLimits.hostChars).regex(hostPattern).optional(),
  ...Object.fromEntries(utmKeys.map((key) => [key, z.string().min(1).max(attributionLimits.utmChars).optional()])),
});

/** The canonical shape: what `readAttribution` (contracts/attribution.ts) produces and the lead record stores. */
export const attributionSchema = z.strictObject({
  first: touchSchema.optional(),
  last: touchSchema.optional(),
  sentFrom: z.string().max(attributionLimits.pathChars).regex(pathPattern).optional(),
});

/**
 * The `attribution` field of every lead request: any value passes the request schema (a bad attribution must never cost
 * the lead); the function keeps what `readAttribution` finds usable and logs the rest.
 */
export const attributionRequestField = z.custom<Attribution>(() => true).optional();
