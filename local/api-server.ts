import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { apiRoutes, matchRoutePath, type ApiFunctionName } from '../functions/api-routes.ts';
import { lambdaFunctions } from '../functions/function-entries.ts';
import type { HttpEvent, HttpResult } from '../functions/shared/http.ts';
import { toHttpEvent, writeHttpResult } from './lambda-adapter.ts';
import { rateLimitedError } from '../infra/edge/rate-limits.ts';
import type { createRateLimiter } from './rate-limiter.ts';
import { runAsFunction } from './s3/caller-identity.ts';

type Handler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

// API Gateway's own limits: 10 MB payload, 30 s integration timeout.
const maxPayloadBytes = 10 * 1024 * 1024;
const integrationTimeoutMs = 30_000;

const handlers = new Map<ApiFunctionName, Promise<Handler>>();
function loadHandler(fn: ApiFunctionName): Promise<Handler> {
  let handler = handlers.get(fn);
  if (!handler) {
    // The same entry file the bundler packs for this function.
    handler = import(/* @vite-ignore */ new URL(`../${lambdaFunctions[fn].entry}`, import.meta.url).href).then((mod: { handler: Handler }) => mod.handler);
    handlers.set(fn, handler);
  }
  return handler;
}

export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxPayloadBytes) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > maxPayloadBytes ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Routes /api/* to the deployed handlers through an API Gateway payload-2.0 event, as the HTTP API does. */
/**
 * The per-client limits are the WAF's, which sits in front of CloudFront (local/origin-api.ts applies them on the
 * site origin); harnesses that call the API directly may pass a limiter here instead.
 */
export function createApiHandler(rateLimiter?: ReturnType<typeof createRateLimiter>) {
  return async function serveApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
    const retryAfter = rateLimiter?.check(path, sourceIp);
    if (retryAfter !== undefined) {
      send(res, 429, { error: rateLimitedError }, { 'retry-after': String(retryAfter) });
      return;
    }
    for (const route of apiRoutes) {
      if (route.method !== req.method) continue;
      const params = matchRoutePath(route.path, path);
      if (!params) continue;
      const body = await readBody(req);
      if (body === undefined) {
        send(res, 413, { message: 'Request Entity Too Large' });
        return;
      }
      const event = toHttpEvent(req, body, route, params, sourceIp);
      try {
        const handler = await loadHandler(route.fn);
        // Its S3 calls are checked against its own role, as in AWS (local/s3/caller-identity.ts).
        writeHttpResult(res, await runAsFunction(route.fn, () => handler(event, lambdaContext(route.fn, integrationTimeoutMs))));
      } catch (error) {
        console.error(`[api] ${route.fn} failed`, error);
        send(res, 500, { message: 'Internal Server Error' });
      }
      return;
    }
    send(res, 404, { message: 'Not Found' });
  };
}
