import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type CfnRoute, type CfnStage, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ApiRoute } from '../../../functions/api-routes.ts';
import type { RouteThrottle } from '../function-wiring.ts';
import { acknowledgeNag } from '../nag.ts';

export interface ApiProps {
  /** functions/api-routes.ts; a route whose function is not in `functions` stops the synth, naming both. */
  readonly routes: readonly ApiRoute[];
  readonly functions: ReadonlyMap<string, IFunction>;
  /** Throttle of each route, by the function serving it (infra/lib/function-wiring.ts); every served route needs one. */
  readonly routeThrottles: ReadonlyMap<string, RouteThrottle>;
  /** Default for routes without their own setting (there are none; kept as a backstop). */
  readonly throttle?: ThrottleSettings;
}

/** Access log fields: enough to trace a request (with its CloudFront id) without logging bodies or headers. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationStatus: '$context.integrationStatus',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
);

/**
 * The HTTP API behind CloudFront's `/api/*`: one route per entry of functions/api-routes.ts, each integrated with
 * its function and throttled on its own (HTTP APIs throttle per route, never per client: WAF does that at
 * CloudFront), so a chat flood cannot use up lead capture's budget. Its execute-api address is public: every
 * handler first checks the secret header only CloudFront adds (403 without it). Staff routes carry no API Gateway
 * authorizer: the lead-import-api function checks the staff token itself, because an authorizer could only answer 403, not the
 * 401 JSON the frontend expects.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** `<apiId>.execute-api.<region>.amazonaws.com`, CloudFront's origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Site API, reached through CloudFront /api/*',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: RemovalPolicy.DESTROY });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });

    const integrations = new Map<string, HttpLambdaIntegration>();
    // CfnStage.routeSettings is plain JSON to CDK: CloudFormation's own property names.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of props.routes) {
      const fn = props.functions.get(route.fn);
      if (!fn) throw new Error(`Route ${route.method} ${route.path} names function '${route.fn}', which the stack does not create (functions/function-entries.ts)`);
      const throttle = props.routeThrottles.get(route.fn);
      if (!throttle) throw new Error(`Route ${route.method} ${route.path}: function '${route.fn}' has no routeThrottle in infra/lib/function-wiring.ts`);
      let integration = integrations.get(route.fn);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${route.fn}-integration`, fn);
        integrations.set(route.fn, integration);
      }
      const [httpRoute] = this.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
      if (!httpRoute) throw new Error(`No route created for ${route.method} ${route.path}`);
      const routeKey = `${route.method} ${route.path}`;
      routeSettings[routeKey] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
      // The stage's RouteSettings name routes by key: CloudFormation must create them first.
      this.stage.node.addDependency(httpRoute);
      const reason = route.staff
        ? `Staff route: the ${route.fn} function checks CloudFront's origin header, then the staff token (Secrets Manager), answering 403/401 JSON before any work.`
        : `Public endpoint of the website: the ${route.fn} function refuses requests without CloudFront's secret origin header (403) before any work, so every served call has passed the web ACL's per-client limits; the route's stage throttle caps all callers together.`;
      acknowledgeNag(httpRoute.node.defaultChild as CfnRoute, 'APIG4', reason);
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;

    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
