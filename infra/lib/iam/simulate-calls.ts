import { runSimulation } from '@cloud-copilot/iam-simulate';
import type { S3Call } from '../../../functions/shared/data-layout.ts';
import { simulatedAccount, type TemplateFunction, type TemplateIam } from './template-policies.ts';

/**
 * Test-time only: @cloud-copilot/iam-simulate is AGPL-3.0 and a devDependency, never imported by functions/ or
 * bundled into anything deployed (README, Dependencies).
 */

/** One request as IAM authorizes it. */
export interface IamRequest {
  readonly action: string;
  readonly resource: string;
  readonly context?: Readonly<Record<string, string>>;
  readonly why: string;
}

export type IamDecision = 'Allowed' | 'ExplicitlyDenied' | 'ImplicitlyDenied';

/** The IAM requests one S3 call makes: a possibly missing key also needs s3:ListBucket on it, or S3 answers 403 for 404. */
export function s3Requests(call: S3Call, bucketName: string): IamRequest[] {
  const secure = { 'aws:SecureTransport': 'true' };
  const list = (prefix: string, why: string): IamRequest => ({
    action: 's3:ListBucket',
    resource: `arn:aws:s3:::${bucketName}`,
    context: prefix === '' ? secure : { ...secure, 's3:prefix': prefix },
    why,
  });
  if (call.action === 's3:ListBucket') return [list(call.key, call.why)];
  const object: IamRequest = { action: call.action, resource: `arn:aws:s3:::${bucketName}/${call.key}`, context: secure, why: call.why };
  return call.mayBeMissing ? [object, list(call.key, `${call.why}: 404 (not 403) when absent`)] : [object];
}

/** Evaluates `request` against the function's role policies and, for S3, the bucket's policy, as AWS would. */
export async function simulate(iam: TemplateIam, fn: TemplateFunction, request: IamRequest): Promise<IamDecision> {
  const bucket = request.resource.startsWith('arn:aws:s3:::') ? request.resource.slice('arn:aws:s3:::'.length).split('/')[0] : undefined;
  const resourcePolicy = bucket ? iam.bucketPolicies.get(bucket) : undefined;
  const response = await runSimulation(
    {
      request: {
        principal: fn.roleArn,
        action: request.action,
        resource: { resource: request.resource, accountId: simulatedAccount },
        contextVariables: { ...request.context },
      },
      identityPolicies: fn.policies.map(({ name, policy }) => ({ name, policy: policy as never })),
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      ...(resourcePolicy ? { resourcePolicy: resourcePolicy as never } : {}),
    },
    {},
  );
  if (response.resultType === 'error') throw new Error(`iam-simulate refused ${request.action} on ${request.resource}: ${JSON.stringify(response.errors)}`);
  return response.overallResult as IamDecision;
}
