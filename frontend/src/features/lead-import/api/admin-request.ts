// zod's core types, as apiRequest takes them: the contracts are zod/mini schemas (#22), without the chained API's types.
import type { $ZodType, output } from 'zod/v4/core';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { currentAdminToken, forgetAdminToken } from './admin-token.ts';

/** The staff token as a bearer header; a 401 forgets the token, which brings the token form back. */
export async function adminRequest<S extends $ZodType>(method: 'GET' | 'POST', path: string, schema: S, body?: unknown): Promise<output<S>> {
  const token = currentAdminToken();
  try {
    return await apiRequest(method, path, schema, body, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) forgetAdminToken(true);
    throw error;
  }
}

/** The reason to show after "Failed to …: ": the API's own message when it sent one, else "<status>: <body>". */
export function failureReason(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body?.error ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export const leadImportKeys = {
  all: ['lead-import'] as const,
  files: ['lead-import', 'files'] as const,
  preview: (path: string) => ['lead-import', 'preview', path] as const,
  current: ['lead-import', 'current'] as const,
  job: (jobId: string) => ['lead-import', 'job', jobId] as const,
  records: ['lead-import', 'airtable-records'] as const,
  history: ['lead-import', 'history'] as const,
};
