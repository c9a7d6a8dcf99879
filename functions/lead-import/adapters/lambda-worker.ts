import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { z } from 'zod';
import type { Settings } from '../../shared/settings.ts';
import type { InvokeWorker } from '../ports.ts';

export const workerEventSchema = z.object({ jobId: z.string() });

let lambda: LambdaClient | undefined;

/**
 * An asynchronous invocation ('Event'): Lambda queues it, answers 202 at once, and retries the run twice if it
 * fails. Locally LAMBDA_ENDPOINT points at the stand-in (local/lambda-api.ts), which runs the handler in-process.
 */
export function lambdaWorkerInvoker(settings: Settings, functionName: string): InvokeWorker {
  lambda ??= new LambdaClient({ region: settings.AWS_REGION, ...(settings.LAMBDA_ENDPOINT ? { endpoint: settings.LAMBDA_ENDPOINT } : {}) });
  const client = lambda;
  return async (event) => {
    const out = await client.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(event) }));
    if (out.StatusCode !== 202) throw new Error(`Invoking ${functionName} answered ${out.StatusCode}`);
  };
}
