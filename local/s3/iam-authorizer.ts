import type { IncomingMessage } from 'node:http';
import { s3Requests, simulate, type IamRequest } from '../../infra/lib/iam/simulate-calls.ts';
import type { TemplateIam } from '../../infra/lib/iam/template-policies.ts';
import type { S3Action } from '../../functions/shared/data-layout.ts';

/** The IAM answer for one S3 request of a function: refused, or allowed (and whether a missing key may say 404). */
export type S3Authorization = { allowed: false; reason: string } | { allowed: true; mayKnowMissing: boolean };

export interface S3Authorizer {
  authorize(caller: string, req: IncomingMessage): Promise<S3Authorization>;
}

/**
 * Evaluates each S3 request a local function makes against that function's role policies in the synthesized
 * template (the IAM simulation of infra/lib/iam/), so `npm start` and the e2e suite get 403 AccessDenied where AWS
 * would. `buckets` maps the local bucket names to the template's.
 */
export function templateAuthorizer(iam: TemplateIam, buckets: Readonly<Record<string, string>>): S3Authorizer {
  const decisions = new Map<string, Promise<boolean>>();
  const allowed = (caller: string, request: IamRequest) => {
    const key = `${caller}|${request.action}|${request.resource}|${request.context?.['s3:prefix'] ?? ''}`;
    let decision = decisions.get(key);
    if (!decision) {
      const fn = iam.functions.get(caller);
      decision = fn ? simulate(iam, fn, request).then((answer) => answer === 'Allowed') : Promise.resolve(false);
      decisions.set(key, decision);
    }
    return decision;
  };

  return {
    async authorize(caller, req) {
      const url = new URL(req.url ?? '/', 'http://local');
      const [, localBucket = '', ...rest] = url.pathname.split('/');
      const bucket = buckets[localBucket];
      if (!bucket) return { allowed: false, reason: `bucket ${localBucket} is not in the stack` };
      const key = decodeURIComponent(rest.join('/'));
      const method = req.method ?? 'GET';
      const checks: IamRequest[] = [];
      let listsMissing: IamRequest | undefined;
      if (key === '') {
        if (method !== 'GET') return { allowed: true, mayKnowMissing: true }; // bucket administration: never a function's call
        checks.push(...s3Requests({ bucket: 'data', action: 's3:ListBucket', key: url.searchParams.get('prefix') ?? '', why: 'list' }, bucket));
      } else {
        const action: S3Action = method === 'GET' || method === 'HEAD' ? 's3:GetObject' : method === 'DELETE' ? 's3:DeleteObject' : 's3:PutObject';
        const [object, list] = s3Requests({ bucket: 'data', action, key, mayBeMissing: action === 's3:GetObject', why: method }, bucket);
        checks.push(object as IamRequest);
        listsMissing = list;
        const source = req.headers['x-amz-copy-source'];
        if (typeof source === 'string') {
          const [sourceBucket = '', ...sourceKey] = decodeURIComponent(source.replace(/^\//, '')).split('/');
          checks.push(...s3Requests({ bucket: 'data', action: 's3:GetObject', key: sourceKey.join('/'), why: 'copy source' }, buckets[sourceBucket] ?? sourceBucket));
        }
      }
      for (const check of checks) {
        if (!(await allowed(caller, check))) return { allowed: false, reason: `${caller} may not ${check.action} on ${check.resource}${check.context?.['s3:prefix'] !== undefined ? ` (prefix ${check.context['s3:prefix']})` : ''}` };
      }
      return { allowed: true, mayKnowMissing: listsMissing ? await allowed(caller, listsMissing) : true };
    },
  };
}
