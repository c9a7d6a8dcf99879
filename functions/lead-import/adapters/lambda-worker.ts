import { InvokeCommand } from '@aws-sdk/client-lambda';
import { z } from 'zod';
import { lambdaClient } from '../../shared/aws-clients.ts';
import type { Deadline } from '../../shared/deadline.ts';
import type { Settings } from '../../shared/settings.ts';
import type { InvokeWorker } from '../ports.ts';

export const workerEventSchema = z.object({ jobId: z.string() });

/**
 * An asynchronous invocation ('Event'): Lambda queues it, answers 202 at once, and retries the run twice if it
 * fails. The shared client carries the timeouts; `deadline` bounds its attempts and back-off together, so a Lambda
 * API that hangs or throttles fails the hand-over in time for the caller to record it. Locally LAMBDA_ENDPOINT
 * points at the stand-in (local/lambda-api.ts), which runs the handler in-process.
 */
export function lambdaWorkerInvoker(settings: Settings, functionName: string, deadline: Deadline): InvokeWorker {
  const client = lambdaClient(settings);
  return async (event) => {
    const command = new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(event) });
    const out = await client.send(command, { abortSignal: deadline.signal() });
    if (out.StatusCode !== 202) throw new Error(`Invoking ${functionName} answered ${out.StatusCode}`);
  };
}
