import { leadPrefix } from '../../functions/contact/lead-keys.ts';
import { leadKinds } from '../../functions/contact/lead-record.ts';
import { airtableBudgetPrefix, importsPrefix, staffAuthPrefix } from '../../functions/shared/data-layout.ts';

/**
 * The data bucket's prefixes, one row each, from the constants the functions build their keys with: the stack's
 * lifecycle rules come from here (constructs/data-bucket.ts), the grants name these rows (function-wiring.ts), and
 * the IAM simulation (iam/iam-simulation.test.ts) checks every call the code makes against the result. A new lead
 * kind in functions/contact/lead-record.ts gets its row, its expiry and its grant here without another edit.
 */
export interface DataPrefix {
  /** The data bucket unless 'assets' (e.g. a row for browser uploads of lead CSVs: grant and expiry work the same). */
  readonly bucket?: 'assets';
  readonly prefix: string;
  /** Objects are deleted this many days after they were last written (undefined: kept). */
  readonly expireAfterDays?: number;
  /** Lifecycle rule id. */
  readonly ruleId: string;
}

/** Lead records hold personal data: deleted 400 days after they were last written (delivery rewrites them). */
export const leadRetentionDays = 400;

export const leadPrefixes: readonly DataPrefix[] = leadKinds.map((kind) => ({
  prefix: leadPrefix(kind),
  expireAfterDays: leadRetentionDays,
  ruleId: `expire-${kind}-records`,
}));

export const importJobsPrefix: DataPrefix = { prefix: importsPrefix, expireAfterDays: 90, ruleId: 'expire-import-jobs' };
/** Slots are rewritten in place, a handful per base: nothing to expire. */
export const airtableBudgetLedger: DataPrefix = { prefix: airtableBudgetPrefix, ruleId: 'airtable-budget' };

/** Failed staff sign-ins per address: a block lasts 15 minutes, so a day is plenty. */
export const staffAuthAttempts: DataPrefix = { prefix: staffAuthPrefix, expireAfterDays: 1, ruleId: 'expire-staff-auth' };

export const dataPrefixes: readonly DataPrefix[] = [...leadPrefixes, importJobsPrefix, airtableBudgetLedger, staffAuthAttempts];
