import type { Context, ScheduledEvent } from 'aws-lambda';
import { runDeliveryPass, type DeliveryPassResult } from '../contact/delivery-pass.ts';
import { publishOldestPending } from '../contact/lead-metrics.ts';
import { leadLogger, leadPorts } from '../contact/lead-ports.ts';
import { invocationDeadline } from '../shared/deadline.ts';
import { loadSettings } from '../shared/settings.ts';

/** The retrying sender: EventBridge runs it every minute (locally the stack runs it every few seconds). */
export async function handler(_event?: ScheduledEvent, context?: Context): Promise<DeliveryPassResult> {
  const deadline = invocationDeadline(context, { reserveMs: 2_000, capMs: 50_000 });
  const result = await runDeliveryPass(leadPorts(loadSettings(), deadline), deadline);
  if (result.complete) publishOldestPending(result.oldestPendingSeconds);
  if (result.delivered + result.retried + result.deadLettered > 0) leadLogger.info('Lead delivery pass', { ...result });
  return result;
}
