import { createHash } from 'node:crypto';
import { colorSchemeScript } from '../../frontend/src/lib/color-scheme-script.ts';

/** sha256 source expression for an inline script, as CSP wants it. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * Mantine injects <style> elements at run time, so styles need 'unsafe-inline'; scripts never do:
 * the one inline script (the theme script) is allowed by its hash.
 */
export const contentSecurityPolicy = contentSecurityPolicyWith([]);

/** The policy with more `connect-src` origins: the assets bucket, which staff upload CSVs to (presigned POST). */
export function contentSecurityPolicyWith(connect: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHash(colorSchemeScript)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(' '),
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const hstsMaxAgeSeconds = 63_072_000;
export const referrerPolicy = 'strict-origin-when-cross-origin';
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** The local server's headers with the upload origin in `connect-src` (CloudFront's policy gets the assets bucket's). */
export function securityHeadersWith(connect: readonly string[]): Readonly<Record<string, string>> {
  return { ...securityHeaders, 'content-security-policy': contentSecurityPolicyWith(connect) };
}

/** The same headers as CloudFront's response headers policy, for the local server. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains; preload`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': referrerPolicy,
  'permissions-policy': permissionsPolicy,
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};
