import { beforeAll, describe, expect, it } from 'vitest';
import { functionWiring, type WiredFunctionName } from '../function-wiring.ts';
import { synthSiteStack, synthTimeoutMs } from '../testing/synth-test-stack.ts';
import { forbiddenCalls, functionCalls } from './function-calls.ts';
import { s3Requests, simulate, type IamRequest } from './simulate-calls.ts';
import { readTemplateIam, type TemplateFunction, type TemplateIam } from './template-policies.ts';

/*
 * What AWS enforces and no local stand-in does: every call each function's code makes, evaluated by an IAM
 * simulator against that function's role policies (and the bucket's policy) in the synthesized template.
 */
const from = 'website@revrebel.example';
let iam: TemplateIam;

beforeAll(() => {
  const { template } = synthSiteStack({ LEADS_FROM_EMAIL: from, LEADS_TO_EMAIL: 'sales@revrebel.example' });
  iam = readTemplateIam(template.toJSON());
}, synthTimeoutMs);

const names = Object.keys(functionWiring) as WiredFunctionName[];
const fn = (name: string): TemplateFunction => {
  const found = iam.functions.get(name);
  if (!found) throw new Error(`${name} is not in the template`);
  return found;
};
const bucketName = (bucket: 'data' | 'assets') => iam.outputs[bucket === 'data' ? 'DataBucketName' : 'AssetsBucketName'] as string;

/** The requests a function's code makes, with the resources its environment names. */
function requestsOf(name: WiredFunctionName): IamRequest[] {
  const target = fn(name);
  const calls = functionCalls[name];
  const requests: IamRequest[] = [];
  for (const call of calls.s3) {
    const envName = call.bucket === 'data' ? 'DATA_BUCKET' : 'ASSETS_BUCKET';
    // The function must be told the bucket it is granted: its environment names it.
    expect(target.env[envName], `${name} has no ${envName}`).toBe(bucketName(call.bucket));
    requests.push(...s3Requests(call, bucketName(call.bucket)));
  }
  for (const [envName, arn] of Object.entries(target.env)) {
    if (envName.endsWith('_SECRET_ARN')) requests.push({ action: 'secretsmanager:GetSecretValue', resource: arn, why: `read the secret in ${envName}` });
  }
  if (calls.invokesWorker) {
    const worker = target.env.IMPORT_WORKER_FUNCTION_NAME;
    requests.push({ action: 'lambda:InvokeFunction', resource: `arn:aws:lambda:us-east-1:123456789012:function:${worker}`, why: 'hand an import to the worker' });
  }
  if (calls.sendsEmail) {
    const sender = target.env.LEADS_FROM_EMAIL as string;
    requests.push({ action: 'ses:SendEmail', resource: `arn:aws:ses:us-east-1:123456789012:identity/${sender}`, context: { 'ses:FromAddress': sender }, why: 'email the lead to sales' });
  }
  return requests;
}

async function refused(name: WiredFunctionName, requests: readonly IamRequest[], expected: 'Allowed' | 'denied'): Promise<string[]> {
  const wrong: string[] = [];
  for (const request of requests) {
    const decision = await simulate(iam, fn(name), request);
    const ok = expected === 'Allowed' ? decision === 'Allowed' : decision !== 'Allowed';
    if (!ok) wrong.push(`${name}: ${request.action} ${request.resource}${request.context?.['s3:prefix'] !== undefined ? ` (s3:prefix=${request.context['s3:prefix']})` : ''} -> ${decision} (${request.why})`);
  }
  return wrong;
}

describe('IAM, simulated against the synthesized template', () => {
  it.each(names)('allows every call %s makes', async (name) => {
    expect(await refused(name, requestsOf(name), 'Allowed')).toEqual([]);
  });

  it('refuses the negative list: no function reaches another one’s data', async () => {
    const wrong: string[] = [];
    for (const { functions, call } of forbiddenCalls) {
      for (const name of functions) wrong.push(...(await refused(name, s3Requests(call, bucketName(call.bucket)), 'denied')));
    }
    expect(wrong).toEqual([]);
  });

  it('lets no function read a secret it is not given', async () => {
    const wrong: string[] = [];
    for (const name of names) {
      const own = new Set(Object.entries(fn(name).env).filter(([env]) => env.endsWith('_SECRET_ARN')).map(([, arn]) => arn));
      const others = [...new Set(iam.secretArns.values())].filter((arn) => !own.has(arn));
      expect(others.length, name).toBeGreaterThan(0);
      wrong.push(...(await refused(name, others.map((arn) => ({ action: 'secretsmanager:GetSecretValue', resource: arn, why: 'another function’s secret' })), 'denied')));
    }
    expect(wrong).toEqual([]);
  });

  it('lets lead capture read the chat signing key (to verify handoff turns), and not the delivery sweep or the import', async () => {
    const arn = iam.secretArns.get('CHAT_SIGNING_KEY_SECRET_ARN') as string;
    expect(fn('contact').env.CHAT_SIGNING_KEY_SECRET_ARN).toBe(arn);
    const read: IamRequest = { action: 'secretsmanager:GetSecretValue', resource: arn, why: 'read the chat signing key' };
    expect(await simulate(iam, fn('contact'), read)).toBe('Allowed');
    expect(await simulate(iam, fn('chat'), read)).toBe('Allowed');
    for (const name of ['contact-delivery', 'lead-import-api', 'lead-import-worker']) expect(await simulate(iam, fn(name), read), name).not.toBe('Allowed');
    // Read only: nobody but CloudFormation writes or rotates it.
    expect(await simulate(iam, fn('contact'), { ...read, action: 'secretsmanager:PutSecretValue', why: 'overwrite the key' })).not.toBe('Allowed');
  });

  it('simulates for real: a call outside the grants is refused (the simulator is not a yes-machine)', async () => {
    const [request] = s3Requests({ bucket: 'data', action: 's3:PutObject', key: 'contact/outbox/x.json', why: 'probe' }, bucketName('data'));
    expect(await simulate(iam, fn('chat'), request as IamRequest)).toBe('ImplicitlyDenied');
    expect(await simulate(iam, fn('contact'), request as IamRequest)).toBe('Allowed');
    // The bucket policy refuses plain HTTP whatever the role allows.
    expect(await simulate(iam, fn('contact'), { ...(request as IamRequest), context: { 'aws:SecureTransport': 'false' } })).toBe('ExplicitlyDenied');
  });
});
