import { createHash, timingSafeEqual } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { s3Client } from '../../shared/aws-clients.ts';
import type { Deadline } from '../../shared/deadline.ts';
import { clientAddress, s3FailedAuthLimit, type FailedAuthLimit } from '../../shared/failed-auth-limit.ts';
import { errorResponse, type HttpEvent, type HttpResult } from '../../shared/http.ts';
import { secretValue } from '../../shared/secrets.ts';
import type { Settings } from '../../shared/settings.ts';

const logger = new Logger({ serviceName: 'lead-import-api' });

/** A shorter staff token is refused as a setting: staff access stays off (locally `npm start` refuses to start). */
export const staffTokenMinLength = 32;

/** The token of an `Authorization: Bearer <token>` header, else undefined. */
export function bearerToken(event: HttpEvent): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares in constant time: both sides are hashed first, so the comparison neither stops at the first different
 * byte nor reveals the secret's length. No configured secret, or one under `staffTokenMinLength`, admits nobody.
 */
export function isStaffToken(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected || expected.length < staffTokenMinLength) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

// Logged once per container, not on every poll.
let configurationLogged = false;
function logConfigurationOnce(expected: string | undefined): void {
  if (configurationLogged || (expected && expected.length >= staffTokenMinLength)) return;
  configurationLogged = true;
  if (!expected) logger.error('No staff token configured (ADMIN_TOKEN or ADMIN_TOKEN_SECRET_ARN): staff access is off, every admin call is refused');
  else logger.error(`The staff token is shorter than ${staffTokenMinLength} characters: staff access is off, every admin call is refused. Set a longer one (README, Deployment).`);
}

const unauthorized = () => errorResponse(401, 'A valid admin token is required', undefined, { 'www-authenticate': 'Bearer' });
const tooManyFailures = (seconds: number) =>
  errorResponse(429, `Too many failed sign-ins from this address; try again in ${Math.ceil(seconds / 60)} minutes`, undefined, { 'retry-after': String(seconds) });

/**
 * The answer to send instead of the route, or undefined when the call carries the staff token. The token not
 * readable (Secrets Manager down, throttled or too slow on a cold start): 503, retry later. Not configured or too
 * short: 401 for everyone and one error log, never a 500. An address with too many failed sign-ins: 429 for a while.
 * Every failure is logged with `staffAuthFailed: true` (a metric filter counts it; bursts page).
 */
export async function staffRefusal(
  event: HttpEvent,
  settings: Settings,
  deadline: Deadline,
  client?: SecretsManagerClient,
  limit: FailedAuthLimit = s3FailedAuthLimit(s3Client(settings), settings.DATA_BUCKET, deadline),
): Promise<HttpResult | undefined> {
  let expected: string | undefined;
  try {
    expected = await secretValue(settings, 'ADMIN_TOKEN', client, deadline);
  } catch (error) {
    logger.error('Staff token unreadable; refusing with 503', { error: error instanceof Error ? error.message : String(error) });
    return errorResponse(503, 'Service temporarily unavailable', undefined, { 'retry-after': '30' });
  }
  logConfigurationOnce(expected);
  if (!expected || expected.length < staffTokenMinLength) return unauthorized();
  const address = clientAddress(event);
  const counted = async <T>(run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run();
    } catch (error) {
      // The count is a brake on guessing, not the lock: the token check still stands when S3 cannot be reached.
      logger.warn('Failed sign-in count unavailable', { error: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  };
  const blocked = await counted(() => limit.blockedFor(address));
  if (blocked !== undefined) {
    logger.warn('Staff call refused: too many failed sign-ins from this address', { staffAuthBlocked: true, address, retryAfterSeconds: blocked });
    return tooManyFailures(blocked);
  }
  if (isStaffToken(bearerToken(event), expected)) return undefined;
  const nowBlocked = await counted(() => limit.recordFailure(address));
  logger.warn('Staff sign-in failed', { staffAuthFailed: true, address, route: event.routeKey, tokenSent: bearerToken(event) !== undefined });
  return nowBlocked === undefined ? unauthorized() : tooManyFailures(nowBlocked);
}

/** Tests: log the configuration problem again. */
export function resetStaffAuthLogging(): void {
  configurationLogged = false;
}
