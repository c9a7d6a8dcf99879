import { Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Code, Function as LambdaFunction, Runtime, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, it } from 'vitest';
import type { AlarmedLogField } from '../function-wiring.ts';
import { synthTimeoutMs, testStack } from '../testing/synth-test-stack.ts';
import { OperationsAlarms } from './operations-alarms.ts';

const fields: [AlarmedLogField, string][] = [
  ['leadNotRecorded', 'LeadsNotRecorded'],
  ['deliveryFailed', 'DeliveryFailures'],
  ['deadLetter', 'DeadLetters'],
];

function synth(alarmEmail?: string): Template {
  const stack = testStack();
  const functions = new Map<string, IFunction>();
  for (const name of ['contact', 'chat', 'worker']) {
    functions.set(name, new LambdaFunction(stack, name, { runtime: Runtime.NODEJS_24_X, handler: 'index.handler', code: Code.fromInline('export const handler = async () => ({})') }));
  }
  const httpApi = new HttpApi(stack, 'Api', { createDefaultStage: false });
  const apiStage = new HttpStage(stack, 'Stage', { httpApi, autoDeploy: true });
  const logFieldMetrics = new Map(fields.map(([field, metricName]) => [field, new Metric({ namespace: 'RevRebel/Leads', metricName, statistic: 'Sum' })]));
  new OperationsAlarms(stack, 'Ops', { functions, asyncFunctions: ['worker'], apiStage, logFieldMetrics, outboxSweep: true, alarmEmail });
  return Template.fromStack(stack);
}

const toTopic = { AlarmActions: [{ Ref: Match.stringLikeRegexp('OpsTopic') }] };

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

  it('sends every alarm to the topic', () => {
    // 3 log fields + oldest lead + silent sweep + 2 per function + the worker's dropped events + API 5xx.
    template.resourceCountIs('AWS::CloudWatch::Alarm', 3 + 2 + 2 * 3 + 1 + 1);
    template.allResourcesProperties('AWS::CloudWatch::Alarm', toTopic);
  });

  it.each(fields)('pages on the first %s log line within a minute (%s >= 1 per 1-minute period)', (_field, metricName) => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'RevRebel/Leads',
      MetricName: metricName,
      Statistic: 'Sum',
      Period: 60,
      EvaluationPeriods: 1,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      ...toTopic,
    });
  });

  it('pages when the oldest pending lead is older than 15 minutes, and when the sweep stops reporting', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'RevRebel/Leads',
      MetricName: 'OldestPendingLeadAgeSeconds',
      Dimensions: Match.absent(),
      Statistic: 'Maximum',
      Period: 60,
      EvaluationPeriods: 1,
      Threshold: 900,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'OldestPendingLeadAgeSeconds',
      Statistic: 'SampleCount',
      Period: 300,
      EvaluationPeriods: 2,
      Threshold: 1,
      TreatMissingData: 'breaching',
    });
  });

  it('alarms on each function’s errors and throttles, and on the async worker’s dropped events', () => {
    for (const metricName of ['Errors', 'Throttles']) {
      for (const name of ['contact', 'chat', 'worker']) {
        template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/Lambda',
          MetricName: metricName,
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp(name) } }],
          Period: 60,
          Threshold: 1,
        });
      }
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'AsyncEventsDropped',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('worker') } }],
      Threshold: 1,
    });
  });

  it('pages on any API 5xx within a minute', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
      Period: 60,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('subscribes nobody when no alarm email is set (synth only: npm run deploy requires one)', () => {
    synth().resourceCountIs('AWS::SNS::Subscription', 0);
  });
});
