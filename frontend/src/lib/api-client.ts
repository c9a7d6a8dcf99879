// core, not the chained API: responses parse with zod/mini contracts (the chat) and classic ones alike.
import { parse, type $ZodType, type output } from 'zod/v4/core';
import { apiErrorSchema, type ApiError } from '../../../contracts/api-error.ts';

/** A non-OK answer. The message follows the original site: "<status>: <body or status text>". */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, text: string, statusText: string, retryAfter: string | null) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    const parsed = safeJson(text);
    this.body = apiErrorSchema.safeParse(parsed).success ? (parsed as ApiError) : undefined;
    const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
    this.retryAfterSeconds = Number.isFinite(seconds) ? seconds : undefined;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The one way the app talks to its API: same-origin JSON, credentials included, never retried,
 * and every answer parsed by the shared contract instead of cast.
 */
export async function apiRequest<S extends $ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S,
  body?: unknown,
  options: RequestOptions = {},
): Promise<output<S>> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, text, response.statusText, response.headers.get('retry-after'));
  return parse(schema, text === '' ? undefined : JSON.parse(text));
}
