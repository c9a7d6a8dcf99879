import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Duration } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { bundling, bundlingFor, esbuildOptions } from '../../../functions/bundling.ts';
import { repoRoot } from '../repo-root.ts';
import { lambdaFunctions } from '../../../functions/function-entries.ts';
import { scratchDir, synthTimeoutMs, testStack } from '../testing/synth-test-stack.ts';
import { AppFunction, nodejsBundling } from './app-function.ts';

const contact = lambdaFunctions.contact;
const props = {
  name: 'contact',
  entry: contact.entry,
  description: contact.description,
  timeout: Duration.seconds(15),
  memoryMb: 512,
  environment: { DATA_BUCKET: 'data-bucket' },
  logLevel: 'INFO' as const,
};

describe('AppFunction (bundling skipped)', () => {
  let template: Template;

  beforeAll(() => {
    const stack = testStack();
    new AppFunction(stack, 'Contact', props);
    template = Template.fromStack(stack);
  }, synthTimeoutMs);

  it('runs Node 24 on arm64, ESM handler, with its settings and Powertools’ service name', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'Test-contact',
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 512,
      Timeout: 15,
      Environment: {
        // No NODE_OPTIONS: --enable-source-maps would slow cold starts and every stack trace, and there is no map.
        Variables: { DATA_BUCKET: 'data-bucket', POWERTOOLS_SERVICE_NAME: 'contact', LOG_LEVEL: 'INFO' },
      },
    });
  });

  it('logs JSON into its own log group, kept 90 days', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: '/aws/lambda/Test-contact', RetentionInDays: 90 });
    template.hasResourceProperties('AWS::Lambda::Function', {
      LoggingConfig: { LogFormat: 'JSON', ApplicationLogLevel: 'INFO', SystemLogLevel: 'INFO', LogGroup: { Ref: Match.stringLikeRegexp('ContactLogs') } },
    });
  });

  it('has a role with no managed policy that may only write its own logs', () => {
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: { Statement: [Match.objectLike({ Principal: { Service: 'lambda.amazonaws.com' } })] },
      ManagedPolicyArns: Match.absent(),
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [{ Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [Match.stringLikeRegexp('ContactLogs'), 'Arn'] } }],
      },
    });
  });
});

describe('AppFunction with reserved concurrency', () => {
  it('reserves it on the function', () => {
    const stack = testStack();
    new AppFunction(stack, 'Contact', { ...props, reservedConcurrency: 7 });
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', { FunctionName: 'Test-contact', ReservedConcurrentExecutions: 7 });
  });
});

describe('nodejsBundling', () => {
  it('is functions/bundling.ts, the options `npm run build:functions` uses', () => {
    expect(nodejsBundling('contact')).toEqual({
      format: OutputFormat.ESM,
      target: 'node24',
      minify: true,
      sourceMap: false,
      keepNames: true,
      mainFields: ['module', 'main'],
      banner: bundling.banner,
      externalModules: [],
      bundleAwsSDK: true,
      esbuildArgs: { '--alias': [`@aws-sdk/credential-provider-node=${bundling.alias['@aws-sdk/credential-provider-node']}`], '--charset': 'utf8' },
    });
  });

  it('keeps names per function, as `npm run build:functions` does: not in the chat bundle (no airtable.js)', () => {
    expect(nodejsBundling('chat').keepNames).toBe(false);
    expect(nodejsBundling('chat').externalModules).toEqual(['@smithy/core/event-streams']);
    expect(nodejsBundling('lead-import-worker').keepNames).toBe(true);
  });
});

describe('AppFunction (real esbuild bundle)', () => {
  let bundle: string;
  let bundleDir: string;

  beforeAll(() => {
    const app = new App({ outdir: scratchDir('bundle-') });
    const stack = testStack(app);
    new AppFunction(stack, 'Contact', props);
    const assembly = app.synth();
    const code = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))[0]?.Properties.Code as { S3Key: string };
    bundleDir = join(assembly.directory, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
    bundle = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
  }, synthTimeoutMs);

  it('is one minified ESM file opening with the require banner, with no source map in or beside it', () => {
    expect(bundle.startsWith(bundling.banner)).toBe(true);
    expect(bundle.length / bundle.split('\n').length).toBeGreaterThan(1000);
    expect(bundle).not.toContain('sourceMappingURL');
    expect(readdirSync(bundleDir)).toEqual(['index.mjs']);
  });

  it('is byte for byte the bundle `npm run build:functions` writes, so the map that build keeps decodes deployed stack traces', async () => {
    const built = await build(esbuildOptions(join(repoRoot, contact.entry), join(scratchDir('built-'), 'index.mjs'), bundlingFor('contact')));
    const code = built.outputFiles.find((file) => file.path.endsWith('index.mjs'));
    const map = built.outputFiles.find((file) => file.path.endsWith('index.mjs.map'));
    expect(code?.text).toBe(bundle);
    expect(JSON.parse(map?.text ?? '{}').mappings.length).toBeGreaterThan(0);
  });

  it('keeps function names (airtable.js checks constructor names) and bundles the AWS SDK it was tested with', () => {
    expect(bundle).toMatch(/"name",\{value:\w+,configurable:!0\}/);
    expect(bundle).toContain('"handler")');
    expect(bundle).not.toMatch(/from\s*"@aws-sdk\//);
  });

  it('reads AWS credentials from the environment only: the alias reached CDK’s esbuild, the default chain is not in it', () => {
    expect(bundle).toContain('No AWS credentials in the environment');
    expect(bundle).not.toContain('Could not load credentials from any providers');
    expect(bundle).not.toContain('credential_process');
  });
});

describe('AppFunction (real esbuild bundle of the chat, which keeps no names)', () => {
  it('is byte for byte the chat bundle `npm run build:functions` writes, without the keepNames helper', async () => {
    const chat = lambdaFunctions.chat;
    const app = new App({ outdir: scratchDir('bundle-chat-') });
    const stack = testStack(app);
    new AppFunction(stack, 'Chat', { ...props, name: 'chat', entry: chat.entry, description: chat.description });
    const assembly = app.synth();
    const code = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))[0]?.Properties.Code as { S3Key: string };
    const deployed = readFileSync(join(assembly.directory, `asset.${code.S3Key.replace(/\.zip$/, '')}`, 'index.mjs'), 'utf8');
    const built = await build(esbuildOptions(join(repoRoot, chat.entry), join(scratchDir('built-chat-'), 'index.mjs'), bundlingFor('chat')));
    expect(built.outputFiles.find((file) => file.path.endsWith('index.mjs'))?.text).toBe(deployed);
    expect(deployed).not.toMatch(/"name",\{value:\w+,configurable:!0\}/);
  }, synthTimeoutMs);
});
