/**
 * Every API route and the function that serves it. The CDK stack creates one API Gateway route per entry and
 * the local adapter dispatches with the same table, so the two cannot drift.
 */
import type { LambdaFunctionName } from './function-entries.ts';

export type ApiFunctionName = LambdaFunctionName;

export interface ApiRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway path syntax: `{param}` for a segment, `{param+}` for the rest. */
  readonly path: string;
  readonly fn: ApiFunctionName;
  /** Staff-only: the credential is checked before the handler runs. */
  readonly staff?: boolean;
}

export const apiRoutes: readonly ApiRoute[] = [
  { method: 'POST', path: '/api/contact', fn: 'contact' },
  { method: 'POST', path: '/api/newsletter', fn: 'contact' },
  { method: 'POST', path: '/api/chat', fn: 'chat' },
  // The chat's handoff to sales is a lead: same durable pipeline as the contact form.
  { method: 'POST', path: '/api/chat-lead', fn: 'contact' },
  // Staff API. The literal .../import/current precedes .../import/{jobId} (API Gateway prefers literals anyway).
  { method: 'GET', path: '/api/admin/csv/files', fn: 'lead-import-api', staff: true },
  { method: 'GET', path: '/api/admin/csv/preview', fn: 'lead-import-api', staff: true },
  { method: 'POST', path: '/api/admin/csv/import', fn: 'lead-import-api', staff: true },
  { method: 'GET', path: '/api/admin/csv/import/current', fn: 'lead-import-api', staff: true },
  { method: 'GET', path: '/api/admin/csv/import/{jobId}', fn: 'lead-import-api', staff: true },
  { method: 'GET', path: '/api/admin/csv/import/{jobId}/failed-rows', fn: 'lead-import-api', staff: true },
  { method: 'GET', path: '/api/admin/csv/imports', fn: 'lead-import-api', staff: true },
  { method: 'POST', path: '/api/admin/csv/uploads', fn: 'lead-import-api', staff: true },
  { method: 'GET', path: '/api/admin/airtable/Leads/records', fn: 'lead-import-api', staff: true },
];

/** Matches a concrete path against a route path; returns the path parameters or undefined. */
export function matchRoutePath(routePath: string, path: string): Record<string, string> | undefined {
  const want = routePath.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string;
    const greedy = /^\{(\w+)\+\}$/.exec(segment);
    if (greedy) {
      if (i >= have.length) return undefined;
      params[greedy[1] as string] = have.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    const value = have[i];
    if (value === undefined) return undefined;
    const param = /^\{(\w+)\}$/.exec(segment);
    if (param) params[param[1] as string] = decodeURIComponent(value);
    else if (segment !== value) return undefined;
  }
  return want.length === have.length ? params : undefined;
}
