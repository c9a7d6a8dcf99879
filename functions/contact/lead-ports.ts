import { randomUUID } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import { s3Client, sesClient } from '../shared/aws-clients.ts';
import { airtableBudget } from '../shared/airtable/budget-from-settings.ts';
import type { Deadline } from '../shared/deadline.ts';
import { secretValue } from '../shared/secrets.ts';
import type { Settings } from '../shared/settings.ts';
import { airtableLeadUpserter, type UpsertAirtableLeads } from './airtable-leads.ts';
import type { AirtableSync, DeliveryPorts } from './deliver-lead.ts';
import type { RetryPolicy } from './lead-record.ts';
import { s3LeadStore } from './lead-store.ts';
import { sesLeadMailer } from './ses-lead-mailer.ts';

export const leadLogger = new Logger({ serviceName: 'lead-capture' });

// Longer than the sweep's 55 s timeout, so a claim only lapses when its holder is gone; short enough that a record
// whose save failed after a claim is retried within about a minute.
const leaseSeconds = 60;

export function retryPolicy(settings: Settings): RetryPolicy {
  return {
    baseSeconds: settings.LEAD_RETRY_BASE_SECONDS,
    maxSeconds: settings.LEAD_RETRY_MAX_SECONDS,
    deadLetterAfterSeconds: settings.LEAD_DEAD_LETTER_AFTER_SECONDS,
    leaseSeconds,
  };
}

/** 4 requests/s: under Airtable's 5 per base with room for a request arriving late. */
const airtableSpacingMs = 250;

let upserter: { key: string; upsert: UpsertAirtableLeads } | undefined;

/**
 * Airtable is optional: without a base id and a token setting (or its secret) the step is skipped. The token is
 * read when the sweep needs it; an empty secret means "not configured" (skipped), an unreadable one fails the
 * step for this pass (retried), never the capture.
 */
function airtableSync(settings: Settings): AirtableSync | undefined {
  const baseId = settings.AIRTABLE_BASE_ID;
  if (!baseId || !(settings.AIRTABLE_API_KEY || settings.AIRTABLE_API_KEY_SECRET_ARN)) return undefined;
  return {
    spacingMs: airtableSpacingMs,
    penaltySeconds: 30,
    async resolve(deadline: Deadline) {
      const apiKey = await secretValue(settings, 'AIRTABLE_API_KEY', undefined, deadline);
      if (!apiKey) return undefined;
      const key = `${settings.AIRTABLE_ENDPOINT_URL ?? ''}|${baseId}|${settings.AIRTABLE_TABLE}|${apiKey}`;
      if (upserter?.key !== key) {
        // The base's budget, shared with the lead import; waits at most 5 s for a slot (the sweep tries again later).
        const budget = airtableBudget(settings, undefined, { maxWaitMs: 5_000, priority: 'interactive' });
        upserter = { key, upsert: airtableLeadUpserter({ apiKey, baseId, table: settings.AIRTABLE_TABLE, endpointUrl: settings.AIRTABLE_ENDPOINT_URL }, budget) };
      }
      return upserter.upsert;
    },
  };
}

/** The real adapters both lead functions run with, built from the settings; S3 calls are bounded by `deadline`. */
export function leadPorts(settings: Settings, deadline: Deadline): DeliveryPorts & { newId: () => string } {
  return {
    store: s3LeadStore(s3Client(settings), settings.DATA_BUCKET, deadline),
    sendEmail: sesLeadMailer(sesClient(settings), settings.LEADS_FROM_EMAIL, settings.LEADS_TO_EMAIL),
    airtable: airtableSync(settings),
    policy: retryPolicy(settings),
    now: () => new Date(),
    log: leadLogger,
    newId: randomUUID,
  };
}
