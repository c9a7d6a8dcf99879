import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterPattern, MetricFilter, type IFilterPattern } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { functionNames, secretArnEnv, type AlarmedLogField, type FunctionEnvName, type FunctionWiring, type SecretName } from '../function-wiring.ts';
import { acknowledgeNag, wildcardResourceFinding } from '../nag.ts';
import { AppFunction, functionNameFor, type LogLevel } from './app-function.ts';

export interface FunctionEntry {
  readonly entry: string;
  readonly description: string;
}

export interface AppFunctionsProps {
  /** functions/function-entries.ts: one function per entry. */
  readonly entries: Readonly<Record<string, FunctionEntry>>;
  /** infra/lib/function-wiring.ts. */
  readonly wiring: Readonly<Record<string, FunctionWiring>>;
  readonly dataBucket: IBucket;
  readonly assetsBucket: IBucket;
  readonly secrets: Readonly<Record<SecretName, ISecret>>;
  /** Plain settings passed through (unset ones are left out, so the functions' defaults apply). */
  readonly settings: Readonly<Partial<Record<FunctionEnvName, string>>>;
  readonly logLevel: LogLevel;
}

/** Lead metrics: counted from log fields by metric filters here, and published by the outbox sweep (EMF). */
export const leadMetricNamespace = 'RevRebel/Leads';

/** The metric each alarmed log field counts into (one metric across every function that logs the field). */
export const logFieldMetricNames: Record<AlarmedLogField, string> = {
  leadNotRecorded: 'LeadsNotRecorded',
  deliveryFailed: 'DeliveryFailures',
  deadLetter: 'DeadLetters',
  outboxUnreadable: 'OutboxUnreadable',
  sweepError: 'SweepErrors',
  staffAuthFailed: 'StaffAuthFailures',
};

/** Powertools logs the field at the top level; a console.log'd object lands under `message` in Lambda's JSON format. */
export function logFieldFilterPattern(field: AlarmedLogField): IFilterPattern {
  return FilterPattern.any(FilterPattern.booleanValue(`$.${field}`, true), FilterPattern.booleanValue(`$.message.${field}`, true));
}

/**
 * Creates one AppFunction per entry of functions/function-entries.ts and applies its wiring: settings,
 * least-privilege grants, schedule, and the dead-letter metric filter.
 */
export class AppFunctions extends Construct {
  readonly functions: ReadonlyMap<string, AppFunction>;
  /** Per alarmed log field, the sum of its occurrences across the functions that log it (per minute). */
  readonly logFieldMetrics: ReadonlyMap<AlarmedLogField, Metric>;

  constructor(scope: Construct, id: string, props: AppFunctionsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const missing = (name: string) => new Error(`Function '${name}' is wired in infra/lib/function-wiring.ts but has no entry in functions/function-entries.ts`);
    for (const name of Object.keys(props.wiring)) if (!(name in props.entries)) throw missing(name);
    for (const name of Object.keys(props.entries)) if (!props.wiring[name]) throw new Error(`Function '${name}' has no wiring in infra/lib/function-wiring.ts`);

    const values: Partial<Record<FunctionEnvName, string>> = {
      ...props.settings,
      DATA_BUCKET: props.dataBucket.bucketName,
      ASSETS_BUCKET: props.assetsBucket.bucketName,
      IMPORT_WORKER_FUNCTION_NAME: functionNameFor(stack, functionNames.leadImportWorker),
    };
    for (const [secret, envName] of Object.entries(secretArnEnv) as [SecretName, FunctionEnvName][]) {
      values[envName] = props.secrets[secret].secretArn;
    }

    const functions = new Map<string, AppFunction>();
    const alarmedFields = new Set<AlarmedLogField>();
    for (const [name, entry] of Object.entries(props.entries)) {
      const wiring = props.wiring[name] as FunctionWiring;
      const environment: Record<string, string> = {};
      for (const envName of wiring.env) {
        const value = values[envName];
        if (value !== undefined) environment[envName] = value;
      }
      const appFunction = new AppFunction(this, name, {
        name,
        entry: entry.entry,
        description: entry.description,
        timeout: Duration.seconds(wiring.timeoutSeconds),
        memoryMb: wiring.memoryMb,
        environment,
        logLevel: props.logLevel,
        reservedConcurrency: wiring.reservedConcurrency,
      });
      this.grant(appFunction, wiring, props);
      if (wiring.schedule) {
        new Rule(this, `${name}-schedule`, {
          description: `Runs ${name} on ${wiring.schedule}`,
          schedule: Schedule.expression(wiring.schedule),
          targets: [new LambdaFunction(appFunction.fn, { retryAttempts: 0 })],
        });
      }
      for (const field of wiring.alarmedLogFields ?? []) {
        new MetricFilter(this, `${name}-${field}`, {
          logGroup: appFunction.logGroup,
          filterPattern: logFieldFilterPattern(field),
          metricNamespace: leadMetricNamespace,
          metricName: logFieldMetricNames[field],
          metricValue: '1',
          defaultValue: 0,
        });
        alarmedFields.add(field);
      }
      functions.set(name, appFunction);
    }
    this.functions = functions;
    this.logFieldMetrics = new Map(
      [...alarmedFields].map((field) => [
        field,
        new Metric({ namespace: leadMetricNamespace, metricName: logFieldMetricNames[field], statistic: 'Sum', period: Duration.minutes(1) }),
      ]),
    );
  }

  private grant(target: AppFunction, wiring: FunctionWiring, props: AppFunctionsProps): void {
    const stack = Stack.of(this);
    const role = target.role;
    const scopedKeys = (bucket: IBucket, prefix: string, why: string): string => {
      const resource = bucket.arnForObjects(`${prefix}*`);
      acknowledgeNag(target, wildcardResourceFinding(this, resource), why);
      return resource;
    };

    for (const { prefix, bucket: which } of wiring.data?.readWrite ?? []) {
      const bucket = which === 'assets' ? props.assetsBucket : props.dataBucket;
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [scopedKeys(bucket, prefix, `Objects under the '${prefix}' prefix of the ${which ?? 'data'} bucket only.`)],
        }),
      );
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [bucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } },
        }),
      );
    }

    if (wiring.readAssets) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:GetObject'],
          resources: [scopedKeys(props.assetsBucket, '', 'Reads any lead CSV in the assets bucket, which holds nothing else.')],
        }),
      );
      role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.assetsBucket.bucketArn] }));
    }

    if (wiring.uploadAssetsPrefix) {
      const prefix = wiring.uploadAssetsPrefix;
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:PutObject'], resources: [scopedKeys(props.assetsBucket, prefix, `Presigns staff CSV uploads under '${prefix}' of the assets bucket only.`)] }),
      );
    }

    if (wiring.sendEmail) {
      const sender = props.settings.LEADS_FROM_EMAIL;
      const recipient = props.settings.LEADS_TO_EMAIL;
      if (!sender || !recipient) throw new Error('sendEmail needs LEADS_FROM_EMAIL and LEADS_TO_EMAIL');
      const domainOf = (address: string) => address.slice(address.indexOf('@') + 1);
      const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name, arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          // SES authorizes against the identity that was verified: the address itself or its domain. In the SES
          // sandbox it also authorizes against the recipient's identity, so the sales inbox's is listed too.
          resources: [...new Set([sender, domainOf(sender), recipient, domainOf(recipient)])].map(identity),
          conditions: { StringEquals: { 'ses:FromAddress': sender } },
        }),
      );
    }

    for (const secret of wiring.secrets ?? []) props.secrets[secret].grantRead(role);

    const invocable = wiring.invokes ?? [];
    for (const name of invocable) if (!(name in props.entries)) throw new Error(`Function '${target.node.id}' invokes '${name}', which has no entry in functions/function-entries.ts`);
    if (invocable.length > 0) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: invocable.map((name) =>
            stack.formatArn({ service: 'lambda', resource: 'function', resourceName: functionNameFor(stack, name), arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
          ),
        }),
      );
    }
  }
}
