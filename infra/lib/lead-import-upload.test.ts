// Issue 23's browser upload as AWS will see it: who may write the assets bucket, its CORS rule, the page's CSP.
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionNames } from './function-wiring.ts';
import { synthSiteStack, synthTimeoutMs } from './testing/synth-test-stack.ts';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
type Resource = { Type: string; Properties: Record<string, unknown> };

let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  template = synthSiteStack({ ALARM_EMAIL: 'ops@example.com' }, { contactEmail: 'team@example.com' }).template;
  resources = template.toJSON().Resources as Record<string, Resource>;
}, synthTimeoutMs);

const assetsBucketId = () => Object.keys(resources).find((id) => id.startsWith('AssetsBucket') && resources[id]?.Type === 'AWS::S3::Bucket') as string;
const roleOf = (name: string) => {
  const fn = Object.values(resources).find((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.FunctionName === `GtmSite-${name}`);
  return (fn?.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
};
/** [role logical id, statement] for every IAM policy statement of the stack. */
const statements = () =>
  Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .flatMap((r) => {
      const roles = (r.Properties.Roles as { Ref: string }[]).map((role) => role.Ref);
      return (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement.flatMap((statement) => roles.map((role) => [role, statement] as const));
    });

describe('browser upload of lead CSVs', () => {
  it('lets only the lead-import API write the assets bucket, and only under uploads/', () => {
    const bucket = assetsBucketId();
    const writes = statements().filter(([, s]) => [s.Action].flat().includes('s3:PutObject') && JSON.stringify(s.Resource).includes(bucket));
    // CDK's own BucketDeployment function writes the sample CSVs; besides it, the API alone.
    const ours = writes.filter(([role]) => !role.startsWith('CustomCDKBucketDeployment'));
    expect(ours).toEqual([[roleOf(functionNames.leadImportApi), expect.objectContaining({ Effect: 'Allow', Action: 's3:PutObject', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucket, 'Arn'] }, '/uploads/*']] } })]]);
  });

  it('answers the page POST uploads (CORS) and the page may connect to the bucket (CSP)', () => {
    const bucket = assetsBucketId();
    expect(resources[bucket]?.Properties.CorsConfiguration).toEqual({ CorsRules: [expect.objectContaining({ AllowedMethods: ['POST'], AllowedOrigins: ['*'] })] });
    const policy = Object.values(resources).find((r) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy');
    const csp = JSON.stringify(policy?.Properties);
    // The URL the function signs uploads for: https://<bucket>.s3.<region>.amazonaws.com (adapters/s3-upload.ts).
    expect(csp).toMatch(new RegExp(`connect-src 'self' https://",\\{"Ref":"${bucket}"\\},"\\.s3\\.[a-z0-9-]+\\.amazonaws\\.com;`));
  });
});
