import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaFunctions } from '../../functions/function-entries.ts';
import { immutableCacheControl, revalidateCacheControl } from '../edge/cache-control.ts';
import { functionNames, functionWiring } from './function-wiring.ts';
import { synthSiteStack, synthTimeoutMs } from './testing/synth-test-stack.ts';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };

const deployed = Object.keys(lambdaFunctions);
const has = (name: string) => deployed.includes(name);
const { leadCapture, leadDelivery, chat, leadImportApi, leadImportWorker } = functionNames;

let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  template = synthSiteStack({ ALARM_EMAIL: 'ops@example.com' }, { contactEmail: 'team@example.com' }).template;
  resources = template.toJSON().Resources as Record<string, Resource>;
}, synthTimeoutMs);

function logicalIdOf(type: string, predicate: (props: Record<string, unknown>) => boolean): string {
  const found = Object.entries(resources).find(([, r]) => r.Type === type && predicate(r.Properties));
  if (!found) throw new Error(`no ${type} matches`);
  return found[0];
}

function bucketId(idPrefix: string): string {
  const id = Object.keys(resources).find((key) => key.startsWith(idPrefix) && resources[key]?.Type === 'AWS::S3::Bucket');
  if (!id) throw new Error(`no bucket ${idPrefix}`);
  return id;
}
const secretId = (name: string) => logicalIdOf('AWS::SecretsManager::Secret', (p) => p.Name === `GtmSite/${name}`);
const functionId = (name: string) => logicalIdOf('AWS::Lambda::Function', (p) => p.FunctionName === `GtmSite-${name}`);

/** Every IAM statement the function's role holds. */
function statementsOf(name: string): Statement[] {
  const roleId = (resources[functionId(name)]?.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOf = (statement: Statement) => [statement.Action].flat();
const objectsUnder = (bucket: string, prefix: string) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucket, 'Arn'] }, `/${prefix}*`]] });

describe('buckets', () => {
  it('are all private, encrypted and TLS-only', () => {
    template.resourceCountIs('AWS::S3::Bucket', 4);
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    const policies = Object.values(resources).filter((r) => r.Type === 'AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(4);
    for (const policy of policies) {
      expect((policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('log their access to the logs bucket (except the logs bucket itself)', () => {
    const logged = Object.values(resources).filter((r) => r.Type === 'AWS::S3::Bucket' && r.Properties.LoggingConfiguration);
    expect(logged).toHaveLength(3);
  });

  it('version the data and assets buckets; lead records expire after 400 days', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'contact/', ExpirationInDays: 400, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'newsletter/', ExpirationInDays: 400, Status: 'Enabled' }),
          Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
        ]),
      },
    });
    expect(resources[bucketId('AssetsBucket')]?.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });
});

describe('site deployment', () => {
  const deployments = () => Object.entries(resources).filter(([, r]) => r.Type === 'Custom::CDKBucketDeployment');

  it('uploads hashed assets immutable, then pages revalidated with an invalidation of everything, never pruning', () => {
    const site = bucketId('SiteBucket');
    const [assetsId, assets] = deployments().find(([, r]) => r.Properties.DestinationBucketKeyPrefix === 'assets/') ?? [];
    const [, pages] = deployments().find(([, r]) => r.Properties.DistributionPaths !== undefined) ?? [];
    expect(assets?.Properties).toMatchObject({ DestinationBucketName: { Ref: site }, Prune: false, SystemMetadata: { 'cache-control': immutableCacheControl } });
    expect(pages?.Properties).toMatchObject({
      DestinationBucketName: { Ref: site },
      Prune: false,
      SystemMetadata: { 'cache-control': revalidateCacheControl },
      DistributionPaths: ['/*'],
      DistributionId: { Ref: expect.stringMatching(/^Cdn/) },
    });
    expect(pages?.DependsOn).toEqual(expect.arrayContaining([assetsId]));
  });

  it('uploads attached_assets/ CSVs to the assets bucket as text/csv', () => {
    const [, upload] = deployments().find(([, r]) => JSON.stringify(r.Properties.DestinationBucketName) === JSON.stringify({ Ref: bucketId('AssetsBucket') })) ?? [];
    expect(upload?.Properties).toMatchObject({ Prune: false, SystemMetadata: { 'content-type': 'text/csv' } });
  });
});

describe('functions', () => {
  it.each(deployed)('%s is a Node 24 arm64 function', (name) => {
    template.hasResourceProperties('AWS::Lambda::Function', { FunctionName: `GtmSite-${name}`, Runtime: 'nodejs24.x', Architectures: ['arm64'] });
  });

  it('get secret ARNs in their environment, never a secret value', () => {
    const functions = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function' && String(r.Properties.FunctionName ?? '').startsWith('GtmSite-'));
    for (const fn of functions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const [key, value] of Object.entries(variables)) {
        expect(['AIRTABLE_API_KEY', 'OPENAI_API_KEY', 'ADMIN_TOKEN']).not.toContain(key);
        if (key.endsWith('_SECRET_ARN')) expect(value).toEqual({ Ref: expect.stringMatching(/^Secrets/) });
      }
    }
    // No literal value anywhere: the only SecretString is the origin secret's dynamic reference on the API origin.
    const text = JSON.stringify(template.toJSON());
    expect(text).not.toMatch(/"SecretString"/);
    expect(text.match(/\{\{resolve:secretsmanager:/g)).toHaveLength(1);
  });

  it('give the chat, and only the chat, the build\'s CONTACT_EMAIL', () => {
    const functions = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function' && String(r.Properties.FunctionName ?? '').startsWith('GtmSite-'));
    const withEmail = functions.filter((fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.CONTACT_EMAIL === 'team@example.com');
    expect(withEmail.map((fn) => fn.Properties.FunctionName)).toEqual(has(chat) ? [`GtmSite-${chat}`] : []);
  });

  it.each(deployed)('%s holds no wildcard action and no all-resources grant', (name) => {
    for (const statement of statementsOf(name)) {
      expect(statement.Resource, JSON.stringify(statement)).not.toBe('*');
      for (const action of actionsOf(statement)) expect(action).not.toContain('*');
    }
  });

  it.skipIf(!has(leadCapture))('lead capture may touch only its prefixes of the data bucket, send only as LEADS_FROM_EMAIL, read only the Airtable token, the origin secret and the chat signing key', () => {
    const data = bucketId('DataBucket');
    const statements = statementsOf(leadCapture);
    expect(statements).toContainEqual(
      expect.objectContaining({ Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], Resource: objectsUnder(data, 'contact/') }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({ Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], Resource: objectsUnder(data, 'newsletter/') }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({ Action: 's3:ListBucket', Resource: { 'Fn::GetAtt': [data, 'Arn'] }, Condition: { StringLike: { 's3:prefix': ['contact/*'] } } }),
    );
    const ses = statements.find((s) => actionsOf(s).includes('ses:SendEmail'));
    expect(ses?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'website@revrebel.example' } });
    expect(JSON.stringify(ses?.Resource)).toContain(':identity/website@revrebel.example');
    expect(JSON.stringify(ses?.Resource)).toContain(':identity/revrebel.example');
    const secrets = statements.filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue')).map((s) => s.Resource);
    // The signing key only to verify chat handoff turns (functions/contact/chat-turn-check.ts), read only.
    expect(secrets).toEqual([{ Ref: secretId('airtable-api-key') }, { Ref: secretId('origin-verify') }, { Ref: secretId('chat-signing-key') }]);
    expect(JSON.stringify(statements)).not.toContain(bucketId('AssetsBucket'));
  });

  it.skipIf(!has(chat))('chat may read only the OpenAI key, the origin secret and its signing key', () => {
    const statements = statementsOf(chat).filter((s) => !actionsOf(s).some((a) => a.startsWith('logs:')));
    expect(statements).toEqual([
      expect.objectContaining({ Action: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], Resource: { Ref: secretId('openai-api-key') } }),
      expect.objectContaining({ Action: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], Resource: { Ref: secretId('origin-verify') } }),
      expect.objectContaining({ Action: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], Resource: { Ref: secretId('chat-signing-key') } }),
    ]);
  });

  it.skipIf(!has(leadImportApi) || !has(leadImportWorker))('the lead import API reads the assets bucket and import jobs, and starts the import worker by exact ARN', () => {
    const statements = statementsOf(leadImportApi);
    expect(statements).toContainEqual(expect.objectContaining({ Action: 's3:GetObject', Resource: objectsUnder(bucketId('AssetsBucket'), '') }));
    expect(statements).toContainEqual(expect.objectContaining({ Resource: objectsUnder(bucketId('DataBucket'), 'imports/') }));
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: 'lambda:InvokeFunction',
        Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:lambda:us-east-1:123456789012:function:GtmSite-${leadImportWorker}`]] },
      }),
    );
    const secrets = statements.filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue')).map((s) => s.Resource);
    expect(secrets).toEqual(expect.arrayContaining([{ Ref: secretId('airtable-api-key') }, { Ref: secretId('staff-token') }]));
    const worker = JSON.stringify(statementsOf(leadImportWorker));
    expect(worker).toContain(`function:GtmSite-${leadImportWorker}`);
    expect(worker).not.toContain(secretId('staff-token'));
  });

  it.skipIf(!has(leadDelivery))('the outbox sweep runs every minute', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId(leadDelivery), 'Arn'] } })],
    });
  });

  it('counts each alarmed log field into RevRebel/Leads from the log groups of the functions that log it', () => {
    const filters = deployed.flatMap((name) => functionWiring[name as keyof typeof functionWiring].alarmedLogFields ?? []);
    template.resourceCountIs('AWS::Logs::MetricFilter', filters.length);
    const metricNames = { leadNotRecorded: 'LeadsNotRecorded', deliveryFailed: 'DeliveryFailures', deadLetter: 'DeadLetters' };
    for (const [field, metricName] of Object.entries(metricNames)) {
      template.hasResourceProperties('AWS::Logs::MetricFilter', {
        FilterPattern: `{ ($.${field} IS TRUE) || ($.message.${field} IS TRUE) }`,
        MetricTransformations: [{ MetricNamespace: 'RevRebel/Leads', MetricName: metricName, MetricValue: '1', DefaultValue: 0 }],
      });
    }
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ ($.leadNotRecorded IS TRUE) || ($.message.leadNotRecorded IS TRUE) }',
      LogGroupName: { Ref: Match.stringLikeRegexp(`^Functions${leadCapture}Logs`) },
    });
  });
});

describe('edge and operations', () => {
  it('puts the web ACL on the distribution and serves the default certificate without a domain', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^FirewallWebAcl'), 'Arn'] },
        Aliases: Match.absent(),
        Origins: Match.arrayWith([
          Match.objectLike({ DomainName: { 'Fn::Join': ['', [{ Ref: Match.stringLikeRegexp('^ApiHttpApi') }, '.execute-api.us-east-1.', { Ref: 'AWS::URLSuffix' }]] } }),
        ]),
      }),
    });
  });

  it('alarms on the lead log fields, the outbox age and the sweep, each function’s errors and throttles, the worker’s dropped events and API 5xx, to the operator', () => {
    const asyncInvoked = deployed.filter((name) => functionWiring[name as keyof typeof functionWiring].asyncInvoked).length;
    // 6 log fields (lead not recorded, delivery failures, dead letters, outbox unreadable, sweep errors, staff sign-in bursts).
    template.resourceCountIs('AWS::CloudWatch::Alarm', 6 + 2 + 2 * deployed.length + asyncInvoked + 1);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('outputs the site and API URLs, bucket names and secret names', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'SiteBucketName', 'AssetsBucketName', 'DataBucketName', 'AirtableSecretName', 'OpenAiSecretName', 'StaffTokenSecretName', 'OriginSecretName']),
    );
    expect(outputs.StaffTokenSecretName?.Value).toBe('GtmSite/staff-token');
    expect(JSON.stringify(outputs.ApiUrl?.Value)).toContain('/api');
  });
});
