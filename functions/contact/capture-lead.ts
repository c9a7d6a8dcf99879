import { deliverLead, type DeliveryPorts } from './deliver-lead.ts';
import { newLeadRecord, type NewLead } from './lead-record.ts';

export interface CaptureInput {
  lead: NewLead;
  idempotencyKey?: string | undefined;
  honeypot?: string | undefined;
}

/**
 * 'accepted': durably recorded (and delivered, or queued for the retrying sender). 'duplicate': this idempotency key
 * was accepted before. 'ignored': a bot filled the honeypot. All three get the same answer. 'unavailable': nothing
 * was recorded, so the visitor must be told to try again.
 */
export type CaptureOutcome = 'accepted' | 'duplicate' | 'ignored' | 'unavailable';

export async function captureLead(input: CaptureInput, ports: DeliveryPorts & { newId: () => string }): Promise<CaptureOutcome> {
  if (input.honeypot && input.honeypot.trim() !== '') {
    ports.log.info('Lead ignored: honeypot filled', { kind: input.lead.kind });
    return 'ignored';
  }
  // The lease keeps the retrying sender away while this invocation makes the first attempt.
  const record = newLeadRecord(input.idempotencyKey ?? ports.newId(), input.lead, ports.now(), ports.policy.leaseSeconds);
  try {
    if ((await ports.store.create(record)) === 'duplicate') {
      ports.log.info('Lead already received', { id: record.id, kind: record.kind });
      return 'duplicate';
    }
  } catch (error) {
    ports.log.error('Lead could not be recorded', { kind: record.kind, error: error instanceof Error ? error.message : String(error) });
    return 'unavailable';
  }
  try {
    await deliverLead(record, ports);
  } catch (error) {
    // The record is durable; the retrying sender takes it from here once the lease ends.
    ports.log.warn('First delivery attempt aborted', { id: record.id, kind: record.kind, error: error instanceof Error ? error.message : String(error) });
  }
  return 'accepted';
}
