import { createHash, timingSafeEqual } from 'node:crypto';
import type { HttpEvent } from '../../shared/http.ts';

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
