import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';
import { lambdaContext } from './api-server.ts';
import { runAsFunction } from './s3/caller-identity.ts';

type AnyHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface LocalFunction {
  readonly load: () => Promise<AnyHandler>;
  /** The function's timeout; the handler sees it through context.getRemainingTimeInMillis(). */
  readonly timeoutMs: number;
}

export interface LambdaApiOptions {
  readonly host?: string;
  /** 0, the default, picks a free port. */
  readonly port?: number;
  readonly functions: Readonly<Record<string, LocalFunction>>;
  /** Lambda retries a failed asynchronous run twice (after about 1 and 2 minutes); here after this delay. */
  readonly retryDelayMs?: number;
}

export interface LambdaApi {
  readonly url: string;
  /** Resolves once no asynchronous run is in progress or waiting for a retry. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The Lambda Invoke API on loopback, so functions start each other with the real @aws-sdk/client-lambda:
 * `Event` invocations answer 202 at once and run the handler in this process without being awaited (retried
 * twice on failure, as Lambda does); `RequestResponse` runs it and answers its result.
 */
export async function startLambdaApi(options: LambdaApiOptions): Promise<LambdaApi> {
  const running = new Set<Promise<void>>();
  const retryDelayMs = options.retryDelayMs ?? 1000;
  let closing = false;

  async function runAsync(name: string, fn: LocalFunction, event: unknown): Promise<void> {
    for (let attempt = 0; attempt < 3 && !closing; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      try {
        const handler = await fn.load();
        await runAsFunction(name, () => handler(event, lambdaContext(name, fn.timeoutMs)));
        return;
      } catch (error) {
        console.error(`[lambda] ${name} failed (attempt ${attempt + 1} of 3)`, error);
      }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(new URL(req.url ?? '/', 'http://local').pathname);
    if (req.method !== 'POST' || !match) return send(res, 404, { message: 'Not found' });
    // FunctionName may be a name or an ARN.
    const name = decodeURIComponent(match[1] as string).split(':function:').pop()?.split(':')[0] ?? '';
    const fn = options.functions[name];
    if (!fn) {
      return send(res, 404, { Type: 'User', message: `Function not found: ${name}` }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
    }
    const text = await readBody(req);
    const event: unknown = text === '' ? {} : JSON.parse(text);
    if (req.headers['x-amz-invocation-type'] === 'Event') {
      const run = runAsync(name, fn, event).finally(() => running.delete(run));
      running.add(run);
      return send(res, 202, undefined);
    }
    try {
      const result = await (await fn.load())(event, lambdaContext(name, fn.timeoutMs));
      send(res, 200, result ?? null);
    } catch (error) {
      send(res, 200, { errorType: (error as Error).name, errorMessage: (error as Error).message }, { 'x-amz-function-error': 'Unhandled' });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[lambda] request failed', error);
      if (!res.headersSent) send(res, 500, { message: 'Internal error' });
      else res.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const idle = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };
  return {
    url: `http://${host}:${port}`,
    idle,
    /** Stops taking invocations and retrying; a run in progress goes on (tests await idle() first). */
    async close() {
      closing = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
