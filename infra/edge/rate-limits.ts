/**
 * Per-client rate limits on the public write endpoints, so one client cannot exhaust the SES quota or the LLM bill.
 * In AWS these become WAF rate-based rules (per viewer IP) answering 429 with Retry-After; the local adapter
 * applies the same rules. WAF accepts windows of 60, 120, 300 or 600 s and a limit of at least 10.
 */
export interface RateLimitRule {
  readonly name: string;
  readonly pathPrefix: string;
  readonly limit: number;
  readonly windowSeconds: 60 | 120 | 300 | 600;
}

export const rateLimitRules: readonly RateLimitRule[] = [
  { name: 'contact', pathPrefix: '/api/contact', limit: 10, windowSeconds: 300 },
  { name: 'newsletter', pathPrefix: '/api/newsletter', limit: 10, windowSeconds: 300 },
  { name: 'chat', pathPrefix: '/api/chat', limit: 30, windowSeconds: 300 },
  // Also under the chat prefix; a lead is limited like the contact form.
  { name: 'chat-lead', pathPrefix: '/api/chat-lead', limit: 10, windowSeconds: 300 },
  // Staff API: generous (the import page polls once a second), but caps token guessing and Lambda cost per address.
  { name: 'admin', pathPrefix: '/api/admin/', limit: 1000, windowSeconds: 300 },
];

/** The 429 body (the API's `{ error }` shape), from WAF in AWS and from the local adapter. */
export const rateLimitedError = 'Too many requests, please try again later';
