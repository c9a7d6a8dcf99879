import type { S3Call } from '../shared/data-layout.ts';
import { leadKinds, type LeadKind } from './lead-record.ts';

/**
 * Where lead records live: `<kind>/<state>/<id>.json` in the private data bucket, one prefix per lead kind of
 * lead-record.ts. The stack grants and expires exactly these prefixes (infra/lib/data-access.ts) and the IAM
 * simulation checks the calls below against them, so a new lead kind is stored, granted and checked at once.
 */
export const leadStates = ['outbox', 'delivered', 'dead-letter', 'suspect'] as const;
/** `suspect`: honeypot hits, kept (a password manager may fill the hidden field) but never delivered. */
export type LeadState = (typeof leadStates)[number];

export const leadPrefix = (kind: LeadKind): string => `${kind}/`;
export const leadStatePrefix = (kind: LeadKind, state: LeadState): string => `${leadPrefix(kind)}${state}/`;
export const leadKey = (kind: LeadKind, state: LeadState, id: string): string => `${leadStatePrefix(kind, state)}${id}.json`;

/** Every lead prefix of the data bucket. */
export const leadPrefixes: readonly string[] = leadKinds.map(leadPrefix);

/** The calls of functions/contact/lead-store.ts, for every lead kind (capture and the sweep both run them). */
export function leadStoreCalls(): S3Call[] {
  return leadKinds.flatMap((kind): S3Call[] => {
    const key = (state: LeadState) => leadKey(kind, state, 'example-id');
    return [
      { bucket: 'data', action: 's3:PutObject', key: key('outbox'), why: `record a ${kind} lead in the outbox (create, save, lease)` },
      { bucket: 'data', action: 's3:GetObject', key: key('outbox'), mayBeMissing: true, why: `read a ${kind} outbox record` },
      { bucket: 'data', action: 's3:DeleteObject', key: key('outbox'), why: `remove a finished ${kind} record from the outbox` },
      { bucket: 'data', action: 's3:ListBucket', key: leadStatePrefix(kind, 'outbox'), why: `list the ${kind} outbox (the sweep)` },
      { bucket: 'data', action: 's3:GetObject', key: key('delivered'), mayBeMissing: true, why: `check a ${kind} id was not delivered before (HEAD)` },
      { bucket: 'data', action: 's3:GetObject', key: key('dead-letter'), mayBeMissing: true, why: `check a ${kind} id was not dead-lettered before (HEAD)` },
      { bucket: 'data', action: 's3:PutObject', key: key('delivered'), why: `file a delivered ${kind} lead` },
      { bucket: 'data', action: 's3:PutObject', key: key('dead-letter'), why: `dead-letter a ${kind} lead (also CopyObject's target)` },
      { bucket: 'data', action: 's3:PutObject', key: key('suspect'), why: `keep a ${kind} honeypot hit` },
    ];
  });
}
