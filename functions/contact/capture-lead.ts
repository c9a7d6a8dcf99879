import type { Attribution } from '../../contracts/attribution.ts';
import type { Deadline } from '../shared/deadline.ts';
import { errorText, firstDeliveryAttempt, type DeliveryPorts } from './deliver-lead.ts';
import { newLeadRecord, type NewLead } from './lead-record.ts';

export interface CaptureInput {
  lead: NewLead;
  /** Already cleaned (contracts/attribution.ts readAttribution). */
  attribution?: Attribution | undefined;
  idempotencyKey?: string | undefined;
  honeypot?: string | undefined;
}

/**
 * 'accepted': durably recorded (and emailed, or queued for the retrying sender). 'duplicate': this idempotency key
 * was accepted before. 'suspect': the honeypot was filled, kept under `suspect/` and never delivered. All three get
 * the same answer. 'unavailable': nothing was recorded, so the visitor must be told to try again.
 */
export type CaptureOutcome = 'accepted' | 'duplicate' | 'suspect' | 'unavailable';

/** How long the capture call itself tries to deliver before answering; the sweep delivers the rest. */
export const firstAttemptBudgetMs = 3_000;
/**
 * The sweep leaves a new record alone this long (the capture function's 15 s timeout and some): past it the first
 * attempt's holder is surely gone, so a record whose first attempt was cut short is retried within a minute or so.
 */
export const captureLeaseSeconds = 20;
// Time kept between the end of the first attempt and the end of its lease (the saves after the email).
const leaseMarginMs = 10_000;

export async function captureLead(input: CaptureInput, ports: DeliveryPorts & { newId: () => string }, deadline: Deadline): Promise<CaptureOutcome> {
  // The lease keeps the retrying sender away while this invocation makes the first attempt.
  const record = newLeadRecord(input.idempotencyKey ?? ports.newId(), input.lead, ports.now(), captureLeaseSeconds, input.attribution);
  const honeypot = input.honeypot?.trim();
  try {
    if (honeypot) {
      // Bots fill the hidden field, but so may a password manager: keep it where staff can look, never send it.
      await ports.store.keepSuspect(record, honeypot);
      ports.log.info('Lead held as suspect: honeypot filled', { suspect: true, id: record.id, kind: record.kind });
      return 'suspect';
    }
    if ((await ports.store.create(record)) === 'duplicate') {
      ports.log.info('Lead already received', { id: record.id, kind: record.kind });
      return 'duplicate';
    }
  } catch (error) {
    ports.log.error('Lead could not be recorded', { leadNotRecorded: true, id: record.id, kind: record.kind, error: errorText(error) });
    return 'unavailable';
  }
  // The attempt must end well inside the lease: once it lapses the sweep may take the record, and two senders would
  // both email it. A capture call that got here late (a slow store) leaves the record to the sweep.
  const leaseLeftMs = Date.parse(record.nextAttemptAt) - ports.now().getTime() - leaseMarginMs;
  if (leaseLeftMs < 500) return 'accepted';
  try {
    await firstDeliveryAttempt(record, ports, deadline.within(Math.min(firstAttemptBudgetMs, leaseLeftMs)));
  } catch (error) {
    // The record is durable; the retrying sender takes it from here once the lease ends.
    ports.log.warn('First delivery attempt aborted', { id: record.id, kind: record.kind, error: errorText(error) });
  }
  return 'accepted';
}
