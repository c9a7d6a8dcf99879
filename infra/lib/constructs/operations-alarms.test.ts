import { Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Code, Function as LambdaFunction, Runtime, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, it } from 'vitest';
import { synthTimeoutMs, testStack } from '../testing/synth-test-stack.ts';
import { OperationsAlarms } from './operations-alarms.ts';

function synth(alarmEmail?: string): Template {
  const stack = testStack();
  const functions = new Map<string, IFunction>();
  for (const name of ['contact', 'chat']) {
    functions.set(name, new LambdaFunction(stack, name, { runtime: Runtime.NODEJS_24_X, handler: 'index.handler', code: Code.fromInline('export const handler = async () => ({})') }));
  }
  const httpApi = new HttpApi(stack, 'Api', { createDefaultStage: false });
  const apiStage = new HttpStage(stack, 'Stage', { httpApi, autoDeploy: true });
  const deadLetterMetric = new Metric({ namespace: 'GtmSite', metricName: 'DeadLetters', statistic: 'Sum' });
  new OperationsAlarms(stack, 'Ops', { functions, apiStage, deadLetterMetric, alarmEmail });
  return Template.fromStack(stack);
}

describe('OperationsAlarms', () => {
  let template: Template;
  beforeAll(() => {
    template = synth('ops@example.com');
  }, synthTimeoutMs);

  it('notifies one TLS-only topic, with the operator’s email subscribed', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('alarms on any dead-lettered lead', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'GtmSite',
      MetricName: 'DeadLetters',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: Match.stringLikeRegexp('OpsTopic') }],
    });
  });

  it('alarms on each function’s errors and throttles', () => {
    // Dead letters + 2 per function + API 5xx rate.
    template.resourceCountIs('AWS::CloudWatch::Alarm', 1 + 2 * 2 + 1);
    for (const metricName of ['Errors', 'Throttles']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: metricName,
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('chat') } }],
        Threshold: 1,
      });
    }
  });

  it('alarms on the API’s 5xx rate, not on a single failure', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Threshold: 5,
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'IF(requests >= 10, 100 * errors / requests, 0)', ReturnData: true }),
        Match.objectLike({ Id: 'errors', MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: '5xx', Namespace: 'AWS/ApiGateway' }) }) }),
        Match.objectLike({ Id: 'requests', MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: 'Count' }) }) }),
      ]),
    });
  });

  it('subscribes nobody when no alarm email is set', () => {
    synth().resourceCountIs('AWS::SNS::Subscription', 0);
  });
});
