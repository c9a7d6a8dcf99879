import { Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { AlarmedLogField } from '../function-wiring.ts';
import { leadMetricNamespace } from './app-functions.ts';

export interface OperationsAlarmsProps {
  readonly functions: ReadonlyMap<string, IFunction>;
  /** Functions invoked asynchronously: also alarm when Lambda drops one of their events. */
  readonly asyncFunctions: readonly string[];
  readonly apiStage: HttpStage;
  /** Metrics counted from log fields (AppFunctions.logFieldMetrics). */
  readonly logFieldMetrics: ReadonlyMap<AlarmedLogField, Metric>;
  /** The outbox sweep is deployed and publishes OldestPendingLeadAgeSeconds every run. */
  readonly outboxSweep: boolean;
  /** Subscribed to the topic when set (AWS emails a confirmation link first); `npm run deploy` requires it. */
  readonly alarmEmail?: string;
}

/** One-minute periods and one breaching period: an alarm fires one to two minutes after the event. */
const period = Duration.minutes(1);
/** A lead still in the outbox after this long pages someone (the sweep normally delivers within a minute or two). */
export const oldestPendingLeadAlarmSeconds = 900;
export const oldestPendingLeadMetricName = 'OldestPendingLeadAgeSeconds';

/** Each alarmed log field's alarm: the first occurrence in a minute pages, unless a burst threshold is given. */
const logFieldAlarms: Record<AlarmedLogField, { id: string; description: string; burst?: { count: number; minutes: number } }> = {
  leadNotRecorded: {
    id: 'LeadNotRecorded',
    description: 'A visitor’s message could not be stored (the outbox write failed; they saw a 503 and were asked to retry). Check the contact function’s logs and the data bucket.',
  },
  deliveryFailed: {
    id: 'DeliveryFailures',
    description: 'An email or Airtable delivery of a stored lead failed (SES sandbox or unverified sender, Airtable token or base). The sweep retries; fix the cause before leads age out.',
  },
  deadLetter: {
    id: 'DeadLetters',
    description: 'A lead could not be delivered after every retry: it waits in the data bucket (<kind>/dead-letter/). Deliver it by hand.',
  },
  outboxUnreadable: {
    id: 'OutboxUnreadable',
    description:
      'The outbox sweep could not list a lead outbox (<kind>/outbox/ in the data bucket: a missing grant, S3 errors). Leads of that kind wait undelivered; the log line names the kind and the error.',
  },
  sweepError: {
    id: 'SweepErrors',
    description: 'The outbox sweep could not work or save a lead record (S3 errors on one record). It stays in the outbox for the next run; the contact-delivery log names it.',
  },
  staffAuthFailed: {
    id: 'StaffAuthFailureBurst',
    description:
      'At least 10 failed staff sign-ins in 5 minutes (a mistyped token is a few): someone may be guessing. Each address is blocked after 5 failures a minute; the lead-import-api log and the WAF log (aws-waf-logs-*) name the addresses.',
    burst: { count: 10, minutes: 5 },
  },
};

/** Alarms on everything that needs a person, all to one topic: lead capture and delivery, functions, API 5xx. */
export class OperationsAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Site alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);

    const alarm = (alarmId: string, description: string, metric: IMetric, threshold: number, options: Partial<{ above: boolean; missing: TreatMissingData; periods: number }> = {}) => {
      const created = new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: options.periods ?? 1,
        comparisonOperator: options.above ? ComparisonOperator.GREATER_THAN_THRESHOLD : ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: options.missing ?? TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      this.alarms.push(created);
      return created;
    };

    for (const [field, metric] of props.logFieldMetrics) {
      const { id: alarmId, description, burst } = logFieldAlarms[field];
      if (burst) alarm(alarmId, description, metric.with({ period: Duration.minutes(burst.minutes), statistic: 'Sum' }), burst.count);
      else alarm(alarmId, description, metric.with({ period, statistic: 'Sum' }), 1);
    }

    if (props.outboxSweep) {
      const age = (statistic: string, minutes: number) =>
        new Metric({ namespace: leadMetricNamespace, metricName: oldestPendingLeadMetricName, statistic, period: Duration.minutes(minutes) });
      alarm(
        'OldestPendingLead',
        `A lead has waited in the outbox for more than ${oldestPendingLeadAlarmSeconds / 60} minutes without reaching every destination. Check the DeliveryFailures alarm and the contact-delivery logs.`,
        age('Maximum', 1),
        oldestPendingLeadAlarmSeconds,
        { above: true },
      );
      // The age metric only exists while the sweep runs: silence means nothing is delivering the outbox.
      alarm(
        'OutboxSweepSilent',
        'The outbox sweep has published no OldestPendingLeadAgeSeconds for 10 minutes: it is not running (schedule, permissions, crash). Leads wait undelivered.',
        age('SampleCount', 5),
        1,
        { missing: TreatMissingData.BREACHING, periods: 2 },
      );
    }

    for (const [name, fn] of props.functions) {
      alarm(`${name}-errors`, `Function ${name} failed (unhandled error or timeout).`, fn.metricErrors({ period, statistic: 'Sum' }), 1);
      alarm(`${name}-throttles`, `Function ${name} was throttled (its reserved or the account's concurrency was exhausted).`, fn.metricThrottles({ period, statistic: 'Sum' }), 1);
      if (props.asyncFunctions.includes(name)) {
        alarm(
          `${name}-dropped-events`,
          `Lambda dropped an asynchronous invocation of ${name} after its retries (an import job stopped). Check the import's state in the data bucket and start it again.`,
          fn.metric('AsyncEventsDropped', { period, statistic: 'Sum' }),
          1,
        );
      }
    }

    // The handlers answer every expected failure with a 4xx or a deliberate 503; any 5xx is worth a look.
    alarm('Api5xx', 'The API answered with a 5xx (a lead not recorded, a model or Airtable outage, a function crash or throttle).', props.apiStage.metricServerError({ period, statistic: 'Sum' }), 1);
  }
}
