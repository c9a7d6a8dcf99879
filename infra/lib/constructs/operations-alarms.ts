import { Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { acknowledgeNag } from '../nag.ts';

export interface OperationsAlarmsProps {
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly apiStage: HttpStage;
  readonly deadLetterMetric: IMetric;
  /** Subscribed to the topic when set (AWS emails a confirmation link first). */
  readonly alarmEmail?: string;
  /** Share of API requests answered 5xx, in percent, that raises the alarm. */
  readonly api5xxPercent?: number;
}

const period = Duration.minutes(5);

/** Alarms on everything that needs a person: dead letters, function errors and throttles, API 5xx rate; all to one topic. */
export class OperationsAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Site alarms', enforceSSL: true });
    acknowledgeNag(
      this.topic,
      'SNS2',
      'Alarm notifications carry no personal data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key would cost more than the data is worth.',
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);

    const alarm = (alarmId: string, description: string, metric: IMetric, threshold: number): void => {
      const created = new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      this.alarms.push(created);
    };

    alarm(
      'DeadLetters',
      'A contact message could not be delivered after every retry: it waits in the data bucket (contact dead letters). Deliver it by hand.',
      props.deadLetterMetric,
      1,
    );

    for (const [name, fn] of props.functions) {
      alarm(`${name}-errors`, `Function ${name} failed (unhandled error or timeout).`, fn.metricErrors({ period, statistic: 'Sum' }), 1);
      alarm(`${name}-throttles`, `Function ${name} was throttled (account concurrency exhausted).`, fn.metricThrottles({ period, statistic: 'Sum' }), 1);
    }

    const percent = props.api5xxPercent ?? 5;
    alarm(
      'Api5xxRate',
      `More than ${percent}% of API requests failed with a 5xx in 5 minutes (at least 10 requests).`,
      new MathExpression({
        label: 'API 5xx %',
        expression: 'IF(requests >= 10, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: props.apiStage.metricServerError({ period, statistic: 'Sum' }),
          requests: props.apiStage.metricCount({ period, statistic: 'Sum' }),
        },
        period,
      }),
      percent,
    );
  }
}
