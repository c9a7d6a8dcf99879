import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../../functions/api-routes.ts';
import { synthTimeoutMs, testStack } from '../testing/synth-test-stack.ts';
import { Api } from './api.ts';

const routes: ApiRoute[] = [
  { method: 'POST', path: '/api/contact', fn: 'contact' },
  { method: 'POST', path: '/api/newsletter', fn: 'contact' },
  { method: 'GET', path: '/api/admin/csv/files', fn: 'lead-import-api', staff: true },
  { method: 'GET', path: '/api/admin/csv/import/{jobId}', fn: 'lead-import-api', staff: true },
];

let template: Template;
let logicalIds: Record<string, string>;

beforeAll(() => {
  const stack = testStack();
  const functions = new Map<string, IFunction>();
  for (const name of ['contact', 'lead-import-api']) {
    functions.set(name, new LambdaFunction(stack, name, { runtime: Runtime.NODEJS_24_X, handler: 'index.handler', code: Code.fromInline('export const handler = async () => ({})') }));
  }
  const routeThrottles = new Map([
    ['contact', { rateLimit: 20, burstLimit: 50 }],
    ['lead-import-api', { rateLimit: 10, burstLimit: 20 }],
  ]);
  new Api(stack, 'Api', { routes, functions, routeThrottles });
  template = Template.fromStack(stack);
  logicalIds = Object.fromEntries([...functions].map(([name, fn]) => [name, stack.getLogicalId(fn.node.defaultChild as never)]));
}, synthTimeoutMs);

/** The function a route's integration invokes, by logical id. */
function targetOf(routeKey: string): string {
  const route = Object.values(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }))[0];
  const integrationId = (route?.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
  const integration = template.findResources('AWS::ApiGatewayV2::Integration')[integrationId];
  return integration?.Properties.IntegrationUri['Fn::GetAtt'][0];
}

describe('Api', () => {
  it('stops the synth, naming the route, when a route\'s function is not created', () => {
    const stack = testStack();
    const functions = new Map<string, IFunction>([['contact', new LambdaFunction(stack, 'contact', { runtime: Runtime.NODEJS_24_X, handler: 'index.handler', code: Code.fromInline('export const handler = async () => ({})') })]]);
    expect(() => new Api(stack, 'Api', { routes: [routes[0] as ApiRoute, { method: 'POST', path: '/api/chat', fn: 'chat' }], functions, routeThrottles: new Map([['contact', { rateLimit: 1, burstLimit: 1 }]]) })).toThrow(/POST \/api\/chat names function 'chat'/);
  });

  it('creates one route per table entry, with the full /api path CloudFront forwards', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 4);
    for (const key of ['POST /api/contact', 'POST /api/newsletter', 'GET /api/admin/csv/files', 'GET /api/admin/csv/import/{jobId}']) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key });
    }
  });

  it('integrates each function once, as a payload 2.0 Lambda proxy', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 2);
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', { IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    expect(targetOf('POST /api/newsletter')).toBe(logicalIds.contact);
  });

  it('sends every staff route to the lead-import-api function, which checks the staff token itself', () => {
    for (const route of routes.filter((r) => r.staff)) expect(targetOf(`${route.method} ${route.path}`)).toBe(logicalIds['lead-import-api']);
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /api/admin/csv/files', AuthorizationType: 'NONE' });
  });

  it('throttles each route on its own, by the function that serves it, and creates the routes before the stage names them', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0];
    expect(stage?.Properties.RouteSettings).toEqual({
      'POST /api/contact': { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 50 },
      'POST /api/newsletter': { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 50 },
      'GET /api/admin/csv/files': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      'GET /api/admin/csv/import/{jobId}': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
    });
    const routeIds = Object.keys(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(stage?.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('refuses a deployed route whose function has no throttle', () => {
    const stack = testStack();
    const fn = new LambdaFunction(stack, 'chat', { runtime: Runtime.NODEJS_24_X, handler: 'index.handler', code: Code.fromInline('export const handler = async () => ({})') });
    expect(() => new Api(stack, 'Api', { routes: [{ method: 'POST', path: '/api/chat', fn: 'chat' }], functions: new Map([['chat', fn]]), routeThrottles: new Map() })).toThrow(/POST \/api\/chat: function 'chat' has no routeThrottle/);
  });

  it('throttles the stage and writes JSON access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"') },
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });
});
