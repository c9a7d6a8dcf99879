import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpEvent, HttpResult } from '../functions/shared/http.ts';

const textual = /^(application\/(json|x-www-form-urlencoded|xml|.*\+json)|text\/)/i;

/** Builds the API Gateway HTTP API (payload 2.0) event that Lambda would receive for this request. */
export function toHttpEvent(
  req: IncomingMessage,
  body: Buffer,
  route: { method: string; path: string },
  pathParameters: Record<string, string>,
  sourceIp: string,
): HttpEvent {
  const url = new URL(req.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const isText = body.length === 0 || textual.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: { method: req.method ?? 'GET', path: url.pathname, protocol: `HTTP/${req.httpVersion}`, sourceIp, userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !isText,
  };
}

/** Writes a handler's result the way API Gateway does (a bare object or string means 200 JSON). */
export function writeHttpResult(res: ServerResponse, result: HttpResult | string | object): void {
  const structured = typeof result === 'object' && result !== null && 'statusCode' in result;
  if (!structured) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  const { statusCode = 200, headers = {}, body = '', isBase64Encoded, cookies } = result as HttpResult;
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = String(value);
  if (cookies && cookies.length > 0) out['set-cookie'] = cookies;
  res.writeHead(statusCode, out);
  res.end(isBase64Encoded ? Buffer.from(body, 'base64') : body);
}
