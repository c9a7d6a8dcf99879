import { randomUUID } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import { s3Client, sesClient } from '../shared/aws-clients.ts';
import { airtableBudget } from '../shared/airtable/budget-from-settings.ts';
import { secretValue } from '../shared/secrets.ts';
import type { Settings } from '../shared/settings.ts';
import { airtableLeadCreator, type CreateAirtableLead } from './airtable-leads.ts';
import type { DeliveryPorts } from './deliver-lead.ts';
import type { RetryPolicy } from './lead-record.ts';
import { s3LeadStore } from './lead-store.ts';
import { sesLeadMailer } from './ses-lead-mailer.ts';

export const leadLogger = new Logger({ serviceName: 'lead-capture' });

// Longer than either function's timeout, so a lease only lapses when its holder is gone.
const leaseSeconds = 120;

export function retryPolicy(settings: Settings): RetryPolicy {
  return {
    baseSeconds: settings.LEAD_RETRY_BASE_SECONDS,
    maxSeconds: settings.LEAD_RETRY_MAX_SECONDS,
    deadLetterAfterSeconds: settings.LEAD_DEAD_LETTER_AFTER_SECONDS,
    leaseSeconds,
  };
}

let airtable: { key: string; create: CreateAirtableLead } | undefined;

/**
 * Airtable is optional: without a base id and a token (or its secret) the step is skipped. The token is fetched
 * when first needed, so a Secrets Manager hiccup fails (and retries) the Airtable step, never the capture.
 */
function airtableCreator(settings: Settings): CreateAirtableLead | undefined {
  const baseId = settings.AIRTABLE_BASE_ID;
  if (!baseId || !(settings.AIRTABLE_API_KEY || settings.AIRTABLE_API_KEY_SECRET_ARN)) return undefined;
  return async (fields) => {
    const apiKey = await secretValue(settings, 'AIRTABLE_API_KEY');
    if (!apiKey) throw new Error('The Airtable token secret is empty');
    const key = `${settings.AIRTABLE_ENDPOINT_URL ?? ''}|${baseId}|${settings.AIRTABLE_TABLE}|${apiKey}`;
    if (airtable?.key !== key) {
      // Within the base's budget shared with the lead import, waiting at most 5 s for a slot (the sender retries later).
      const budget = airtableBudget(settings, undefined, { maxWaitMs: 5_000, priority: 'interactive' });
      airtable = { key, create: airtableLeadCreator({ apiKey, baseId, table: settings.AIRTABLE_TABLE, endpointUrl: settings.AIRTABLE_ENDPOINT_URL }, budget) };
    }
    return airtable.create(fields);
  };
}

/** The real adapters both lead functions run with, built from the settings. */
export function leadPorts(settings: Settings): DeliveryPorts & { newId: () => string } {
  return {
    store: s3LeadStore(s3Client(settings), settings.DATA_BUCKET),
    sendEmail: sesLeadMailer(sesClient(settings), settings.LEADS_FROM_EMAIL, settings.LEADS_TO_EMAIL),
    createAirtableLead: airtableCreator(settings),
    policy: retryPolicy(settings),
    now: () => new Date(),
    log: leadLogger,
    newId: randomUUID,
  };
}
