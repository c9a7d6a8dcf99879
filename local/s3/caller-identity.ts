import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';

/**
 * Which function makes an S3 call, for the local IAM check (local/s3/iam-authorizer.ts). Locally every function runs
 * in one process and shares one SDK client, so credentials cannot tell them apart: the local adapters run each
 * invocation inside `runAsFunction`, and requests to the local S3 endpoint made inside it carry the function's name
 * in a header the S3 layer reads (unsigned, so signatures still verify). A quirk of the stand-in, kept here.
 */
export const callerHeader = 'x-local-iam-caller';

const callers = new AsyncLocalStorage<string>();

export function runAsFunction<T>(name: string, run: () => T): T {
  return callers.run(name, run);
}

let tagged: { port: string } | undefined;

/**
 * Tags requests to `s3Url` made inside `runAsFunction`. Install before the first SDK request of the process: the
 * SDK's HTTP handler reads `http.request` when a client makes its first call.
 */
export function tagS3Requests(s3Url: string): void {
  const port = new URL(s3Url).port;
  if (tagged) {
    tagged.port = port;
    return;
  }
  tagged = { port };
  const original = http.request;
  const patched = function (this: unknown, ...args: unknown[]) {
    const caller = callers.getStore();
    const options = args[0] as http.RequestOptions | undefined;
    if (caller && options && typeof options === 'object' && !(options instanceof URL) && String(options.port) === tagged?.port) {
      args[0] = { ...options, headers: { ...(options.headers as Record<string, string>), [callerHeader]: caller } };
    }
    return (original as (...a: unknown[]) => http.ClientRequest).apply(this, args);
  };
  (http as { request: typeof http.request }).request = patched as typeof http.request;
}
