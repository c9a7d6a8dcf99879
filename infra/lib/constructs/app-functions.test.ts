import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { lambdaFunctions } from '../../../functions/function-entries.ts';
import { functionWiring } from '../function-wiring.ts';
import { testStack } from '../testing/synth-test-stack.ts';
import { AppFunctions } from './app-functions.ts';

// A missing piece stops the synth and names it; nothing is skipped quietly.
function build(entries: Record<string, { entry: string; description: string }>, wiring: Record<string, unknown>) {
  const stack = testStack();
  const secret = (id: string) => new Secret(stack, id);
  return () =>
    new AppFunctions(stack, 'Functions', {
      entries,
      wiring: wiring as typeof functionWiring,
      dataBucket: new Bucket(stack, 'Data'),
      assetsBucket: new Bucket(stack, 'Assets'),
      secrets: { airtable: secret('a'), openai: secret('o'), staff: secret('s'), origin: secret('v'), chatSigning: secret('c') },
      settings: {},
      logLevel: 'INFO',
    });
}

describe('AppFunctions fails loudly', () => {
  it('stops when a wired function has no entry (the worker the lead-import API invokes, for one)', () => {
    const { 'lead-import-worker': _worker, ...entries } = lambdaFunctions;
    expect(build(entries, functionWiring)).toThrow(/Function 'lead-import-worker' is wired .* but has no entry/);
  });

  it('stops when an entry has no wiring', () => {
    const { chat: _chat, ...wiring } = functionWiring;
    expect(build(lambdaFunctions, wiring)).toThrow(/Function 'chat' has no wiring/);
  });
});
