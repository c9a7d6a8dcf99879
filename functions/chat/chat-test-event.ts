import type { HttpEvent } from '../shared/http.ts';

/** Tests only: the API Gateway v2 event for `POST /api/chat` with this body (a string is sent as is). */
export function chatPostEvent(body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/chat',
    rawPath: '/api/chat',
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path: '/api/chat', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'test',
      routeKey: 'POST /api/chat',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
  };
}
