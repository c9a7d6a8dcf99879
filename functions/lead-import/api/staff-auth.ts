import { createHash, timingSafeEqual } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Deadline } from '../../shared/deadline.ts';
import { errorResponse, type HttpEvent, type HttpResult } from '../../shared/http.ts';
import { secretValue } from '../../shared/secrets.ts';
import type { Settings } from '../../shared/settings.ts';

const logger = new Logger({ serviceName: 'lead-import-api' });

/** The token of an `Authorization: Bearer <token>` header, else undefined. */
export function bearerToken(event: HttpEvent): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares in constant time: both sides are hashed first, so the comparison neither stops at the first different
 * byte nor reveals the secret's length. No configured secret admits nobody.
 */
export function isStaffToken(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The answer to send instead of the route, or undefined when the call carries the staff token. The token not
 * readable (Secrets Manager down, throttled or too slow on a cold start): 503, retry later. Not configured (no
 * setting, or an empty secret): 401 for everyone and an error log, never a 500.
 */
export async function staffRefusal(event: HttpEvent, settings: Settings, deadline: Deadline, client?: SecretsManagerClient): Promise<HttpResult | undefined> {
  let expected: string | undefined;
  try {
    expected = await secretValue(settings, 'ADMIN_TOKEN', client, deadline);
  } catch (error) {
    logger.error('Staff token unreadable; refusing with 503', { error: error instanceof Error ? error.message : String(error) });
    return errorResponse(503, 'Service temporarily unavailable', undefined, { 'retry-after': '30' });
  }
  if (!expected) logger.error('No staff token configured (ADMIN_TOKEN or ADMIN_TOKEN_SECRET_ARN): every admin call is refused');
  if (isStaffToken(bearerToken(event), expected)) return undefined;
  return errorResponse(401, 'A valid admin token is required', undefined, { 'www-authenticate': 'Bearer' });
}
