import { join } from 'node:path';
import { RemovalPolicy, Stack, type Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ApplicationLogLevel, Architecture, LoggingFormat, Runtime, SystemLogLevel } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bundlingFor } from '../../../functions/bundling.ts';
import { repoRoot } from '../repo-root.ts';

export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

export interface AppFunctionProps {
  /** Function name as in functions/function-entries.ts; also the Powertools service name. */
  readonly name: string;
  /** Entry file relative to the repository root. */
  readonly entry: string;
  readonly description: string;
  readonly timeout: Duration;
  readonly memoryMb: number;
  readonly environment: Readonly<Record<string, string>>;
  readonly logLevel: LogLevel;
  /** Concurrency reserved for this function (and its ceiling); unset = the account's shared pool. */
  readonly reservedConcurrency?: number;
  /** Logs may hold visitors' personal data: keep them no longer than needed. */
  readonly logRetention?: RetentionDays;
}

/** Physical function names are fixed so grants and settings can name a function without referencing it (no cycles). */
export function functionNameFor(stack: Stack, name: string): string {
  return `${stack.stackName}-${name}`;
}

/**
 * functions/bundling.ts (shared with `npm run build:functions`) in NodejsFunction's terms. No source map in the
 * deployed asset: maps are several MB per function and `--enable-source-maps` slows cold starts and every stack
 * trace; `npm run build:functions` keeps them as build artifacts (functions/bundling.ts says where). The alias
 * (the environment-only credential provider) has no BundlingOptions field: it goes to esbuild's CLI as `--alias:`.
 */
export function nodejsBundling(name: string): BundlingOptions {
  const bundling = bundlingFor(name);
  return {
    format: bundling.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
    target: bundling.target,
    minify: bundling.minify,
    sourceMap: false,
    keepNames: bundling.keepNames,
    mainFields: [...bundling.mainFields],
    banner: bundling.banner,
    externalModules: [...bundling.external],
    bundleAwsSDK: true,
    // BundlingOptions.charset is documented but this aws-cdk-lib's bundler never passes it on (its bundling.js does not
    // read it): the flag goes to esbuild's CLI directly.
    esbuildArgs: { '--alias': Object.entries(bundling.alias).map(([from, to]) => `${from}=${to}`), '--charset': bundling.charset },
  };
}

/**
 * One Lambda function: esbuild bundle, Node 24 on arm64, JSON logs in its own log group with retention,
 * and a role that may only write to that log group until the wiring grants more.
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const functionName = functionNameFor(Stack.of(this), props.name);

    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: props.logRetention ?? RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Our own role instead of AWSLambdaBasicExecutionRole: log writes to this function's group only.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${functionName}`,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      functionName,
      description: props.description,
      entry: join(repoRoot, props.entry),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb,
      timeout: props.timeout,
      reservedConcurrentExecutions: props.reservedConcurrency,
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel[props.logLevel],
      systemLogLevelV2: SystemLogLevel.INFO,
      bundling: nodejsBundling(props.name),
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: props.name,
        LOG_LEVEL: props.logLevel,
      },
    });
  }
}
