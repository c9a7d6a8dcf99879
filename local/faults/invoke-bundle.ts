// Runs one built function bundle once, in this fresh process, as Lambda would: `node invoke-bundle.ts <bundle.mjs>
// <result.json> <timeoutMs> <event.json>`. The environment is the caller's (the template's, plus stand-in endpoints).
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [bundle, resultFile, timeoutArg, eventJson] = process.argv.slice(2) as [string, string, string, string];
const timeoutMs = Number(timeoutArg);
// Loading the bundle is Lambda's init phase, which its timeout does not count.
const mod = (await import(pathToFileURL(bundle).href)) as { handler: (event: unknown, context: unknown) => Promise<unknown> };
const started = Date.now();
const deadline = started + timeoutMs;
const context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'fault-test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:fault-test',
  memoryLimitInMB: '512',
  awsRequestId: crypto.randomUUID(),
  logGroupName: '/aws/lambda/fault-test',
  logStreamName: 'fault',
  getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
};

function finish(result: Record<string, unknown>): never {
  writeFileSync(resultFile, JSON.stringify({ ...result, ms: Date.now() - started }));
  process.exit(0);
}

// Lambda ends the invocation at its timeout whatever the handler is doing.
setTimeout(() => finish({ outcome: 'timeout' }), timeoutMs).unref();
try {
  const value = await mod.handler(JSON.parse(eventJson), context);
  finish({ outcome: 'returned', value });
} catch (error) {
  finish({ outcome: 'threw', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
}
