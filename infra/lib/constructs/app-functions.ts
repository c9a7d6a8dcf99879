import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { secretArnEnv, type FunctionEnvName, type FunctionWiring, type SecretName } from '../function-wiring.ts';
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

export const deadLetterMetricNamespace = 'GtmSite';
export const deadLetterMetricName = 'DeadLetters';

/** Powertools logs `deadLetter` at the top level; a console.log'd object lands under `message` in Lambda's JSON format. */
export const deadLetterFilterPattern = FilterPattern.any(FilterPattern.booleanValue('$.deadLetter', true), FilterPattern.booleanValue('$.message.deadLetter', true));

/**
 * Creates one AppFunction per entry of functions/function-entries.ts and applies its wiring: settings,
 * least-privilege grants, schedule, and the dead-letter metric filter.
 */
export class AppFunctions extends Construct {
  readonly functions: ReadonlyMap<string, AppFunction>;
  /** Sum of dead-lettered records across the functions that report them. */
  readonly deadLetterMetric: Metric;

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
      IMPORT_WORKER_FUNCTION_NAME: functionNameFor(stack, 'lead-import-worker'),
    };
    for (const [secret, envName] of Object.entries(secretArnEnv) as [SecretName, FunctionEnvName][]) {
      values[envName] = props.secrets[secret].secretArn;
    }

    const functions = new Map<string, AppFunction>();
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
      });
      this.grant(appFunction, wiring, props);
      if (wiring.schedule) {
        new Rule(this, `${name}-schedule`, {
          description: `Runs ${name} on ${wiring.schedule}`,
          schedule: Schedule.expression(wiring.schedule),
          targets: [new LambdaFunction(appFunction.fn, { retryAttempts: 0 })],
        });
      }
      if (wiring.deadLetterAlarm) {
        new MetricFilter(this, `${name}-dead-letters`, {
          logGroup: appFunction.logGroup,
          filterPattern: deadLetterFilterPattern,
          metricNamespace: deadLetterMetricNamespace,
          metricName: deadLetterMetricName,
          metricValue: '1',
          defaultValue: 0,
        });
      }
      functions.set(name, appFunction);
    }
    this.functions = functions;
    this.deadLetterMetric = new Metric({
      namespace: deadLetterMetricNamespace,
      metricName: deadLetterMetricName,
      statistic: 'Sum',
      period: Duration.minutes(5),
    });
  }

  private grant(target: AppFunction, wiring: FunctionWiring, props: AppFunctionsProps): void {
    const stack = Stack.of(this);
    const role = target.role;
    const scopedKeys = (bucket: IBucket, prefix: string, why: string): string => {
      const resource = bucket.arnForObjects(`${prefix}*`);
      acknowledgeNag(target, wildcardResourceFinding(this, resource), why);
      return resource;
    };

    for (const prefix of wiring.data?.readWrite ?? []) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [scopedKeys(props.dataBucket, prefix, `Objects under the '${prefix}' prefix of the data bucket only.`)],
        }),
      );
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [props.dataBucket.bucketArn],
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

    if (wiring.sendEmail) {
      const sender = props.settings.LEADS_FROM_EMAIL;
      if (!sender) throw new Error('sendEmail needs LEADS_FROM_EMAIL');
      const domain = sender.slice(sender.indexOf('@') + 1);
      const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name, arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          // SES authorizes against the identity that was verified: the address itself or its domain.
          resources: [identity(sender), identity(domain)],
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
