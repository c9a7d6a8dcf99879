import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../functions/api-routes.ts';
import { lambdaFunctions } from '../../functions/function-entries.ts';
import { functionNames, functionWiring, requiredAccountConcurrency, type FunctionWiring } from './function-wiring.ts';
import { synthSiteStack, synthTimeoutMs } from './testing/synth-test-stack.ts';

// Issue 12: only CloudFront reaches the API, per-route throttles, reserved concurrency for lead capture,
// alarms that page within minutes, SES in the sandbox. Fine-grained pins on the whole product's template.

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };
type Statement = { Action: string | string[]; Resource: unknown };

const deployed = Object.keys(lambdaFunctions);
const wiringOf = (name: string) => (functionWiring as Record<string, FunctionWiring>)[name] as FunctionWiring;
const apiFunctions = [...new Set(apiRoutes.map((route) => route.fn as string))].filter((name) => deployed.includes(name));
const otherFunctions = deployed.filter((name) => !apiFunctions.includes(name));

let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  template = synthSiteStack({ LEADS_FROM_EMAIL: 'web@sender.example.com', LEADS_TO_EMAIL: 'sales@inbox.example.org', ALARM_EMAIL: 'ops@example.com' }).template;
  resources = template.toJSON().Resources as Record<string, Resource>;
}, synthTimeoutMs);

const idOf = (type: string, predicate: (p: Record<string, unknown>) => boolean) => {
  const found = Object.entries(resources).find(([, r]) => r.Type === type && predicate(r.Properties));
  if (!found) throw new Error(`no ${type} matches`);
  return found[0];
};
const functionId = (name: string) => idOf('AWS::Lambda::Function', (p) => p.FunctionName === `GtmSite-${name}`);
const originSecretId = () => idOf('AWS::SecretsManager::Secret', (p) => p.Name === 'GtmSite/origin-verify');
const variablesOf = (name: string) => (resources[functionId(name)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
function statementsOf(name: string): Statement[] {
  const roleId = (resources[functionId(name)]?.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('only CloudFront reaches the API', () => {
  it('CloudFront adds x-origin-verify to API requests, its value a dynamic reference to the generated secret (no value in the template)', () => {
    const config = Object.values(resources).find((r) => r.Type === 'AWS::CloudFront::Distribution')?.Properties.DistributionConfig as {
      Origins: { DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    };
    const api = config.Origins.find((origin) => JSON.stringify(origin.DomainName).includes('execute-api'));
    expect(api?.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: originSecretId() }, ':SecretString:::}}']] },
      },
    ]);
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'GtmSite/origin-verify',
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
      SecretString: Match.absent(),
    });
  });

  it('the API is the only origin that gets the header; the site bucket does not', () => {
    const config = Object.values(resources).find((r) => r.Type === 'AWS::CloudFront::Distribution')?.Properties.DistributionConfig as {
      Origins: { OriginCustomHeaders?: unknown; S3OriginConfig?: unknown }[];
    };
    expect(config.Origins.filter((origin) => origin.OriginCustomHeaders !== undefined)).toHaveLength(1);
  });

  it.each(apiFunctions)('%s (serves API routes) gets ORIGIN_SECRET_ARN and may read that secret', (name) => {
    expect(variablesOf(name).ORIGIN_SECRET_ARN).toEqual({ Ref: originSecretId() });
    expect(statementsOf(name)).toContainEqual(
      expect.objectContaining({ Action: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], Resource: { Ref: originSecretId() } }),
    );
  });

  it.each(otherFunctions)('%s (no API route) neither gets nor may read the origin secret', (name) => {
    expect(variablesOf(name).ORIGIN_SECRET_ARN).toBeUndefined();
    expect(JSON.stringify(statementsOf(name))).not.toContain(originSecretId());
  });
});

describe('per-route throttles and reserved concurrency', () => {
  it('throttles every route on the stage, lead capture, chat and the staff API each with their own limits', () => {
    const stage = Object.values(resources).find((r) => r.Type === 'AWS::ApiGatewayV2::Stage');
    const settings = stage?.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    const routeKeys = apiRoutes.filter((route) => deployed.includes(route.fn)).map((route) => `${route.method} ${route.path}`);
    expect(Object.keys(settings).sort()).toEqual(routeKeys.sort());
    expect(settings['POST /api/contact']).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 300 });
    expect(settings['POST /api/newsletter']).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 300 });
    expect(settings['POST /api/chat']).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 20 });
    for (const route of apiRoutes.filter((r) => r.fn === functionNames.leadImportApi)) {
      expect(settings[`${route.method} ${route.path}`]).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
    }
    // The whole-stage default stays as a backstop.
    expect(stage?.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
  });

  it('reserves concurrency for lead capture (300, a burst of 300 at once) and the outbox sweep (2), and for nothing else', () => {
    expect(resources[functionId(functionNames.leadCapture)]?.Properties.ReservedConcurrentExecutions).toBe(300);
    expect(resources[functionId(functionNames.leadDelivery)]?.Properties.ReservedConcurrentExecutions).toBe(2);
    for (const name of deployed.filter((n) => n !== functionNames.leadCapture && n !== functionNames.leadDelivery)) {
      expect(resources[functionId(name)]?.Properties.ReservedConcurrentExecutions, name).toBeUndefined();
    }
    // AWS keeps 100 unreserved: the account's quota must be at least this (README, Deployment).
    expect(requiredAccountConcurrency(functionWiring, deployed)).toBe(402);
  });
});

describe('alarms that page', () => {
  const alarmFor = (metricName: string) =>
    Object.values(resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm' && r.Properties.MetricName === metricName);

  it.each([
    ['LeadsNotRecorded', 'leadNotRecorded'],
    ['DeliveryFailures', 'deliveryFailed'],
    ['DeadLetters', 'deadLetter'],
    // Every sweep error pages within 5 minutes (here: the first minute that has one).
    ['OutboxUnreadable', 'outboxUnreadable'],
    ['SweepErrors', 'sweepError'],
  ])('%s: the %s log field, >= 1 in a 1-minute period, to the topic', (metricName, field) => {
    const [alarm] = alarmFor(metricName);
    expect(alarm?.Properties).toMatchObject({
      Namespace: 'RevRebel/Leads',
      Statistic: 'Sum',
      Period: 60,
      EvaluationPeriods: 1,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: expect.stringMatching(/^OperationsTopic/) }],
    });
    const loggers = deployed.filter((name) => wiringOf(name).alarmedLogFields?.includes(field as never));
    expect(loggers.length).toBeGreaterThan(0);
    const filters = Object.values(resources).filter(
      (r) => r.Type === 'AWS::Logs::MetricFilter' && JSON.stringify(r.Properties.MetricTransformations).includes(`"MetricName":"${metricName}"`),
    );
    expect(filters).toHaveLength(loggers.length);
  });

  it('an unreadable outbox and any other sweep error are counted from the outbox sweep’s own log group', () => {
    for (const [field, metricName] of [['outboxUnreadable', 'OutboxUnreadable'], ['sweepError', 'SweepErrors']] as const) {
      expect(wiringOf(functionNames.leadDelivery).alarmedLogFields, field).toContain(field);
      const filter = Object.values(resources).find(
        (r) => r.Type === 'AWS::Logs::MetricFilter' && JSON.stringify(r.Properties.MetricTransformations).includes(`"MetricName":"${metricName}"`),
      );
      expect(JSON.stringify(filter?.Properties.LogGroupName)).toMatch(/contactdeliveryLogs/);
      expect(String(filter?.Properties.FilterPattern)).toContain(`$.${field} IS TRUE`);
    }
  });

  it('failed staff sign-ins are counted from the staff API’s log, and a burst (10 in 5 minutes) pages', () => {
    expect(wiringOf(functionNames.leadImportApi).alarmedLogFields).toContain('staffAuthFailed');
    const [alarm] = alarmFor('StaffAuthFailures');
    expect(alarm?.Properties).toMatchObject({ Namespace: 'RevRebel/Leads', Statistic: 'Sum', Period: 300, Threshold: 10, EvaluationPeriods: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  it('a lead not recorded is counted from the lead capture function’s log', () => {
    expect(wiringOf(functionNames.leadCapture).alarmedLogFields).toContain('leadNotRecorded');
  });

  it('OldestPendingLeadAgeSeconds (RevRebel/Leads, no dimensions) above 900 s pages', () => {
    const maximum = alarmFor('OldestPendingLeadAgeSeconds').find((a) => a.Properties.Statistic === 'Maximum');
    expect(maximum?.Properties).toMatchObject({ Namespace: 'RevRebel/Leads', Period: 60, Threshold: 900, ComparisonOperator: 'GreaterThanThreshold' });
    expect(maximum?.Properties.Dimensions).toBeUndefined();
  });

  it('the import worker’s errors and dropped async events page', () => {
    const worker = functionId(functionNames.leadImportWorker);
    for (const metricName of ['Errors', 'AsyncEventsDropped']) {
      const alarm = alarmFor(metricName).find((a) => JSON.stringify(a.Properties.Dimensions).includes(worker));
      expect(alarm?.Properties, metricName).toMatchObject({ Namespace: 'AWS/Lambda', Period: 60, Threshold: 1 });
    }
  });

  it('any API 5xx pages', () => {
    expect(alarmFor('5xx')[0]?.Properties).toMatchObject({ Namespace: 'AWS/ApiGateway', Period: 60, Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  it('every alarm goes to the one topic, which ALARM_EMAIL subscribes to', () => {
    const alarms = Object.values(resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^OperationsTopic/) }]);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });
});

describe('SES in the sandbox', () => {
  it('lets lead capture and the sweep send as LEADS_FROM_EMAIL, authorized against the sender’s and the recipient’s identities', () => {
    for (const name of [functionNames.leadCapture, functionNames.leadDelivery]) {
      const ses = statementsOf(name).find((s) => [s.Action].flat().includes('ses:SendEmail')) as Statement & { Condition?: unknown };
      const identities = JSON.stringify(ses.Resource).match(/:identity\/[^"]+/g);
      expect(identities?.sort()).toEqual(
        [':identity/web@sender.example.com', ':identity/sender.example.com', ':identity/sales@inbox.example.org', ':identity/inbox.example.org'].sort(),
      );
      expect(ses.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'web@sender.example.com' } });
    }
  });
});
