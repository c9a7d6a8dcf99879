import { createHash, timingSafeEqual } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Deadline } from './deadline.ts';
import { errorResponse, type HttpEvent, type HttpResult } from './http.ts';
import { secretValue } from './secrets.ts';
import { loadSettings, type Settings } from './settings.ts';

/** The header CloudFront adds to every /api/* request it forwards (infra's origin custom header). */
export const originHeader = 'x-origin-verify';

const logger = new Logger({ serviceName: 'origin-check' });
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The first step of every API handler: the execute-api address is public, so only a request carrying the secret
 * CloudFront adds may go on (no WAF rule or rate limit applies to the others). Returns the answer to send
 * instead, or undefined to carry on. Missing or wrong header: 403 before any other work. The secret configured
 * (ORIGIN_SECRET_ARN) but empty: 403 for everyone (fail closed) and an error log. Not readable (Secrets Manager
 * down on a cold start): 503. Neither setting present (unit tests, scripts): no check.
 */
export async function originRefusal(event: HttpEvent, deadline?: Deadline, settings: Settings = loadSettings()): Promise<HttpResult | undefined> {
  if (!settings.ORIGIN_SECRET && !settings.ORIGIN_SECRET_ARN) return undefined;
  let expected: string | undefined;
  try {
    expected = await secretValue(settings, 'ORIGIN_SECRET', undefined, deadline);
  } catch (error) {
    logger.error('Origin secret unreadable; refusing with 503', { error: error instanceof Error ? error.message : String(error) });
    return errorResponse(503, 'Service temporarily unavailable', undefined, { 'retry-after': '30' });
  }
  if (!expected) logger.error('ORIGIN_SECRET_ARN names an empty secret: every API call is refused');
  const given = event.headers?.[originHeader];
  if (!expected || !given || !timingSafeEqual(digest(given), digest(expected))) return errorResponse(403, 'Forbidden');
  return undefined;
}
