import type { Context, ScheduledEvent } from 'aws-lambda';
import { runDeliveryPass, type DeliveryPassResult } from '../contact/deliver-lead.ts';
import { leadLogger, leadPorts } from '../contact/lead-ports.ts';
import { loadSettings } from '../shared/settings.ts';

/** The retrying sender: EventBridge runs it every minute (locally the stack runs it every few seconds). */
export async function handler(_event?: ScheduledEvent, _context?: Context): Promise<DeliveryPassResult> {
  const result = await runDeliveryPass(leadPorts(loadSettings()));
  if (result.delivered + result.retried + result.deadLettered > 0) leadLogger.info('Lead delivery pass', { ...result });
  return result;
}
