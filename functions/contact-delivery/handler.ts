import type { Context, ScheduledEvent } from 'aws-lambda';
import { runDeliveryPass, type DeliveryPassResult } from '../contact/delivery-pass.ts';
import { publishOldestPending } from '../contact/lead-metrics.ts';
import { leadLogger, leadPorts } from '../contact/lead-ports.ts';
import { leadKinds } from '../contact/lead-record.ts';
import { invocationDeadline } from '../shared/deadline.ts';
import { loadSettings } from '../shared/settings.ts';

/** The retrying sender: EventBridge runs it every minute (locally the stack runs it every few seconds). */
export async function handler(_event?: ScheduledEvent, context?: Context): Promise<DeliveryPassResult> {
  const deadline = invocationDeadline(context, { reserveMs: 2_000, capMs: 50_000 });
  const result = await runDeliveryPass(leadPorts(loadSettings(), deadline), deadline);
  // Published while any outbox could be read: an unreadable one pages on its own (OutboxUnreadable), and the age of
  // the others must keep the "lead waiting too long" alarm alive. None readable: silence, so OutboxSweepSilent fires too.
  if (result.unreadable.length < leadKinds.length) publishOldestPending(result.oldestPendingSeconds);
  if (result.delivered + result.retried + result.deadLettered > 0) leadLogger.info('Lead delivery pass', { ...result });
  return result;
}
