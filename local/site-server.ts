import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheControlFor } from '../infra/edge/cache-control.ts';
import { securityHeaders } from '../infra/edge/security-headers.ts';
import { siteRequestFunctionCode, siteResponseFunctionCode } from '../infra/edge/site-request-function.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

type EdgeRequest = { uri: string };
type EdgeHandler = (event: { request: EdgeRequest; response?: { statusCode: number } }) => unknown;

function loadEdgeFunction(code: string): EdgeHandler {
  return runInNewContext(`${code}\n;handler`, {}) as EdgeHandler;
}

/**
 * Serves the production build the way CloudFront + S3 do: the same viewer-request and viewer-response
 * function code, the same Cache-Control per object, the same security headers, compressed like CloudFront.
 */
export function createSiteHandler(siteDir: string, routes: readonly string[], edgeHeaders: Readonly<Record<string, string>> = securityHeaders) {
  const onRequest = loadEdgeFunction(siteRequestFunctionCode(routes));
  const onResponse = loadEdgeFunction(siteResponseFunctionCode());
  const compressed = new Map<string, Buffer>();

  return async function serveSite(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...edgeHeaders });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://local');
    const request = onRequest({ request: { uri: decodeURIComponent(url.pathname) } }) as EdgeRequest;
    const key = normalize(request.uri).replace(/^(\.\.[/\\])+/, '');
    let body: Buffer;
    try {
      body = await readFile(join(siteDir, key));
    } catch {
      // S3 with ListBucket allowed answers 404 for a missing key (an asset that is not there).
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...edgeHeaders });
      res.end('Not Found');
      return;
    }
    const response = { statusCode: 200 };
    onResponse({ request, response });
    const type = contentTypes[extname(key)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': cacheControlFor(key),
      vary: 'accept-encoding',
      ...edgeHeaders,
    };
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !compressible.test(type) || body.length < 1024 ? undefined : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    if (encoding) {
      const cacheKey = `${encoding}:${key}`;
      let packed = compressed.get(cacheKey);
      if (!packed) {
        packed = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
        compressed.set(cacheKey, packed);
      }
      body = packed;
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = String(body.length);
    res.writeHead(response.statusCode, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
