/**
 * Per-client rate limits on the public write endpoints, so one client cannot exhaust the SES quota or the LLM bill.
 * In AWS these become WAF rate-based rules (per viewer IP) answering 429 with Retry-After; the local adapter
 * applies the same rules. WAF accepts windows of 60, 120, 300 or 600 s and a limit of at least 10.
 */
export interface RateLimitRule {
  readonly name: string;
  /** Lower case and canonical: compared with the path after `pathTransformations`. */
  readonly pathPrefix: string;
  readonly limit: number;
  readonly windowSeconds: 60 | 120 | 300 | 600;
}

export const rateLimitRules: readonly RateLimitRule[] = [
  { name: 'contact', pathPrefix: '/api/contact', limit: 10, windowSeconds: 300 },
  { name: 'newsletter', pathPrefix: '/api/newsletter', limit: 10, windowSeconds: 300 },
  { name: 'chat', pathPrefix: '/api/chat', limit: 30, windowSeconds: 300 },
  // Also under the chat prefix (WAF evaluates every rule: a handoff counts against both); a lead is limited like the contact form.
  { name: 'chat-lead', pathPrefix: '/api/chat-lead', limit: 10, windowSeconds: 300 },
  // Staff API: generous (the import page polls once a second), but caps Lambda cost per address. Failed staff
  // sign-ins have their own, much lower, limit in the function (functions/shared/failed-auth-limit.ts).
  { name: 'admin', pathPrefix: '/api/admin/', limit: 1000, windowSeconds: 300 },
];

/** The 429 body (the API's `{ error }` shape), from WAF in AWS and from the local adapter. */
export const rateLimitedError = 'Too many requests, please try again later';

/** WAF text transformations the path rules use (names as in the WAFv2 API). */
export type PathTransformation = 'URL_DECODE' | 'NORMALIZE_PATH' | 'LOWERCASE';

/**
 * Applied in this order to the URI path before a rule compares it, so `/api//newsletter`, `/api/./newsletter`,
 * `/api/%6eewsletter` and `/API/newsletter` count as `/api/newsletter` whatever API Gateway makes of them. Decoding
 * comes first, so an encoded `.` or `/` is normalised too.
 */
export const pathTransformations: readonly PathTransformation[] = ['URL_DECODE', 'NORMALIZE_PATH', 'LOWERCASE'];

const transforms: Record<PathTransformation, (path: string) => string> = {
  // %XX sequences to their bytes (WAF's URL_DECODE; `+` is left alone in a path).
  URL_DECODE: (path) => path.replace(/%([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  // Multiple slashes, `.` segments and `..` back-references (not at the beginning) removed, as WAF's NORMALIZE_PATH does.
  NORMALIZE_PATH: (path) => {
    const out: string[] = [];
    for (const segment of path.split('/')) {
      if (segment === '' || segment === '.') continue;
      if (segment === '..') {
        if (out.length > 0) out.pop();
        continue;
      }
      out.push(segment);
    }
    return `/${out.join('/')}${path.endsWith('/') && out.length > 0 ? '/' : ''}`;
  },
  LOWERCASE: (path) => path.toLowerCase(),
};

/** The path as WAF's transformations `list` leave it (the local adapter applies what the template's rules apply). */
export function transformPath(path: string, list: readonly PathTransformation[] = pathTransformations): string {
  return list.reduce((value, name) => transforms[name](value), path);
}
