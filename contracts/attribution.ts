/**
 * First-party attribution (issue 20): where a visitor came from, kept by the browser tab (frontend/src/lib/attribution.ts)
 * and sent only with a lead. UTM parameters are a convention, not a standard: they are lower-cased, capped and never
 * decide whether a lead is accepted. A malformed value is dropped (or trimmed) on its own; the lead goes through.
 * No zod here: the browser's boot script runs this reader on the first paint and must stay small. The zod contract
 * (the canonical shape, the request field) is contracts/attribution-schema.ts.
 */
export const attributionLimits = {
  utmChars: 100,
  hostChars: 253,
  pathChars: 300,
} as const;

export const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof utmKeys)[number];

/** One touch: a page load that brought a referrer or campaign parameters. */
export interface Touch {
  /** The path the visitor landed on (no query: it may carry things that are none of our business). */
  landingPage?: string;
  /** The referring site's host name, when it was another site. */
  referrerHost?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** What every lead request carries: the tab's first touch, the last one if a later visit brought new values, and the page sent from. */
export interface Attribution {
  first?: Touch;
  last?: Touch;
  sentFrom?: string;
}

// eslint-disable-next-line no-control-regex
const hidden = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\p{Cf}/u;
export const hostPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;
export const pathPattern = /^\/[^\s?#]*$/;

export interface AttributionReading {
  attribution: Attribution | undefined;
  /** What was dropped or trimmed, for the log line; empty when the value was clean. */
  problems: string[];
}

function cleanText(value: unknown, name: string, max: number, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return void problems.push(`${name}: not text`);
  if (hidden.test(value)) return void problems.push(`${name}: control or invisible characters`);
  const text = value.normalize('NFC').trim();
  if (text === '') return undefined;
  if (text.length <= max) return text;
  problems.push(`${name}: trimmed from ${text.length} characters`);
  return text.slice(0, max);
}

function cleanMatching(value: unknown, name: string, max: number, pattern: RegExp, problems: string[], lower = false): string | undefined {
  const text = cleanText(value, name, max, problems);
  const result = lower ? text?.toLowerCase() : text;
  if (result === undefined || pattern.test(result)) return result;
  return void problems.push(`${name}: not a valid value`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readTouch(value: unknown, name: string, problems: string[]): Touch | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return void problems.push(`${name}: not an object`);
  const known = new Set<string>(['landingPage', 'referrerHost', ...utmKeys]);
  for (const key of Object.keys(value)) if (!known.has(key)) problems.push(`${name}.${key.slice(0, 40)}: unknown key dropped`);
  const touch: Touch = {};
  const landingPage = cleanMatching(value.landingPage, `${name}.landingPage`, attributionLimits.pathChars, pathPattern, problems);
  if (landingPage) touch.landingPage = landingPage;
  const referrerHost = cleanMatching(value.referrerHost, `${name}.referrerHost`, attributionLimits.hostChars, hostPattern, problems, true);
  if (referrerHost) touch.referrerHost = referrerHost;
  for (const key of utmKeys) {
    const text = cleanText(value[key], `${name}.${key}`, attributionLimits.utmChars, problems)?.toLowerCase();
    if (text) touch[key] = text;
  }
  return Object.keys(touch).length > 0 ? touch : undefined;
}

/** Keeps what is usable of a request's `attribution`, never throws: a bad value costs the attribution, not the lead. */
export function readAttribution(value: unknown): AttributionReading {
  const problems: string[] = [];
  if (value === undefined || value === null) return { attribution: undefined, problems };
  if (!isRecord(value)) return { attribution: undefined, problems: ['attribution: not an object'] };
  for (const key of Object.keys(value)) if (!['first', 'last', 'sentFrom'].includes(key)) problems.push(`attribution.${key.slice(0, 40)}: unknown key dropped`);
  const attribution: Attribution = {};
  const first = readTouch(value.first, 'first', problems);
  if (first) attribution.first = first;
  const last = readTouch(value.last, 'last', problems);
  if (last) attribution.last = last;
  const sentFrom = cleanMatching(value.sentFrom, 'sentFrom', attributionLimits.pathChars, pathPattern, problems);
  if (sentFrom) attribution.sentFrom = sentFrom;
  return { attribution: Object.keys(attribution).length > 0 ? attribution : undefined, problems };
}

/** "linkedin / paid · q1-launch", "www.google.com (referral)" or "direct": how a touch reads in a CRM column. */
export function touchSummary(touch: Touch | undefined): string {
  if (!touch) return 'direct';
  const parts: string[] = [];
  if (touch.source || touch.medium) parts.push(`${touch.source ?? '(no source)'} / ${touch.medium ?? '(no medium)'}`);
  else if (touch.referrerHost) parts.push(`${touch.referrerHost} (referral)`);
  else parts.push('direct');
  if (touch.campaign) parts.push(touch.campaign);
  return parts.join(' · ');
}
