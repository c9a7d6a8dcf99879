import type { IncomingMessage, ServerResponse } from 'node:http';
import { originHeader } from '../functions/shared/origin-check.ts';
import { rateLimitedError } from '../infra/edge/rate-limits.ts';
import type { createRateLimiter } from './rate-limiter.ts';

type Serve = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The /api/* behaviour of the CloudFront distribution, locally: the WAF rate rules per viewer address, then the
 * request goes to the API with the origin custom header CloudFront adds (replacing any the viewer sent, as
 * CloudFront does) and the viewer's address appended to X-Forwarded-For. The API itself, on its own port, answers
 * 403 to anything lacking the header, as the execute-api address does.
 */
export function createOriginApiHandler(serveApi: Serve, rateLimiter: ReturnType<typeof createRateLimiter>, originSecret: string): Serve {
  return async function serveOriginApi(req, res) {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const viewer = req.socket.remoteAddress ?? '127.0.0.1';
    const retryAfter = rateLimiter.check(path, viewer);
    if (retryAfter !== undefined) {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(retryAfter) });
      res.end(JSON.stringify({ error: rateLimitedError }));
      return;
    }
    req.headers[originHeader] = originSecret;
    const forwarded = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${viewer}` : viewer;
    await serveApi(req, res);
  };
}
