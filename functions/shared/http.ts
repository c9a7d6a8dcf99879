import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
// core, not the chained API: bodies validate with zod/mini schemas (the chat) and classic ones (contact, import) alike.
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { fieldErrors, type ApiError } from '../../contracts/api-error.ts';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return { statusCode, headers: { ...jsonHeaders, ...headers }, body: JSON.stringify(body) };
}

export function errorResponse(statusCode: number, error: string, fields?: Record<string, string>, headers?: Record<string, string>): HttpResult {
  const body: ApiError = fields ? { error, fields } : { error };
  return jsonResponse(statusCode, body, headers);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: HttpResult };

/** Reads and validates a JSON body. Every failure is a 4xx naming the problem; nothing downstream runs. */
export function parseJsonBody<S extends $ZodType>(event: HttpEvent, schema: S, maxBytes: number): Parsed<output<S>> {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > maxBytes) {
    return { ok: false, response: errorResponse(413, `Request body is larger than ${maxBytes} bytes`) };
  }
  const contentType = event.headers?.['content-type'] ?? '';
  if (text.length > 0 && contentType !== '' && !contentType.toLowerCase().includes('json')) {
    return { ok: false, response: errorResponse(415, 'Content-Type must be application/json') };
  }
  let json: unknown;
  try {
    json = text.length === 0 ? undefined : JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, 'Request body is not valid JSON') };
  }
  const result = safeParse(schema, json);
  if (!result.success) {
    return { ok: false, response: errorResponse(400, 'Invalid request', fieldErrors(result.error)) };
  }
  return { ok: true, value: result.data };
}

