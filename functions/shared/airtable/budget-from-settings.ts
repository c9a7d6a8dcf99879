import { randomUUID } from 'node:crypto';
import { s3Client } from '../aws-clients.ts';
import type { Settings } from '../settings.ts';
import { s3BudgetLedger } from './budget-ledger.ts';
import type { Pacer } from './pacer.ts';

/** The base's shared request budget in the data bucket (one ledger per AIRTABLE_BASE_ID). */
export function airtableBudget(settings: Settings, holder: string = randomUUID(), options: { maxWaitMs?: number; priority?: 'bulk' | 'interactive' } = {}): Pacer {
  return s3BudgetLedger({
    s3: s3Client(settings),
    bucket: settings.DATA_BUCKET,
    baseId: settings.AIRTABLE_BASE_ID ?? 'unconfigured',
    holder,
    ...options,
  });
}

/** Runs one Airtable request inside a budget slot; a 429 pauses the caller's later requests for Airtable's penalty. */
export async function withinBudget<T>(budget: Pacer, request: () => Promise<T>, isRateLimited: (error: unknown) => boolean): Promise<T> {
  const release = await budget.acquire();
  try {
    return await request();
  } catch (error) {
    if (isRateLimited(error)) budget.penalize();
    throw error;
  } finally {
    release();
  }
}
