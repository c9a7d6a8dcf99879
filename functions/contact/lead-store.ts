import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isConditionFailed, isMissing } from '../shared/s3-errors.ts';
import type { Deadline } from '../shared/deadline.ts';
import { leadKey, leadStatePrefix } from './lead-keys.ts';
import { leadRecordSchema, type LeadKind, type LeadRecord } from './lead-record.ts';

export type StoredLead = { ok: true; record: LeadRecord; etag: string | undefined } | { ok: false; reason: string };

/** Where lead records live: `<kind>/<state>/<id>.json` in the private data bucket. */
export interface LeadStore {
  /** Records a new lead in the outbox; 'duplicate' when this id was received before, whatever its state now. */
  create(record: LeadRecord): Promise<'created' | 'duplicate'>;
  /** Overwrites the outbox record; with `ifMatch`, only if nobody changed it since it was read ('conflict' otherwise). */
  save(record: LeadRecord, ifMatch?: string): Promise<'saved' | 'conflict'>;
  listOutbox(kind: LeadKind): Promise<string[]>;
  read(kind: LeadKind, id: string): Promise<StoredLead | undefined>;
  /** Writes the final record under `state`, then removes it from the outbox (in that order, so it is never absent). */
  finish(record: LeadRecord, state: 'delivered' | 'dead-letter'): Promise<void>;
  /** Moves an unreadable outbox object to the dead-letter folder as it is. */
  quarantine(kind: LeadKind, id: string): Promise<void>;
  /** Keeps a honeypot hit under `<kind>/suspect/`, with what the hidden field held. */
  keepSuspect(record: LeadRecord, honeypot: string): Promise<void>;
}

/** Every call is bounded by `deadline` when given (the invocation's time left). */
export function s3LeadStore(s3: S3Client, bucket: string, deadline?: Deadline): LeadStore {
  const opts = () => (deadline ? { abortSignal: deadline.signal() } : {});
  async function exists(key: string): Promise<boolean> {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), opts());
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  function put(key: string, record: LeadRecord, condition: { IfNoneMatch?: string; IfMatch?: string } = {}) {
    return s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(record), ContentType: 'application/json', ...condition }), opts());
  }

  return {
    async create(record) {
      const outbox = leadKey(record.kind, 'outbox', record.id);
      try {
        // The conditional create settles a record still in the outbox and two identical submits racing each other.
        await put(outbox, record, { IfNoneMatch: '*' });
      } catch (error) {
        if (isConditionFailed(error)) return 'duplicate';
        throw error;
      }
      // A record that has left the outbox (delivered, copied there before its outbox copy is deleted) is found
      // here; the copy just written is withdrawn. Its lease keeps the sender away from it meanwhile.
      for (const state of ['delivered', 'dead-letter'] as const) {
        if (await exists(leadKey(record.kind, state, record.id))) {
          await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: outbox }), opts());
          return 'duplicate';
        }
      }
      return 'created';
    },
    async save(record, ifMatch) {
      try {
        await put(leadKey(record.kind, 'outbox', record.id), record, ifMatch ? { IfMatch: ifMatch } : {});
        return 'saved';
      } catch (error) {
        if (isConditionFailed(error)) return 'conflict';
        throw error;
      }
    },
    async listOutbox(kind) {
      const ids: string[] = [];
      const prefix = leadStatePrefix(kind, 'outbox');
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }), opts());
        for (const item of page.Contents ?? []) {
          if (item.Key?.endsWith('.json')) ids.push(item.Key.slice(prefix.length, -'.json'.length));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return ids;
    },
    async read(kind, id) {
      let text: string;
      let etag: string | undefined;
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: leadKey(kind, 'outbox', id) }), opts());
        text = (await out.Body?.transformToString('utf-8')) ?? '';
        etag = out.ETag;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return { ok: false, reason: 'not JSON' };
      }
      const parsed = leadRecordSchema.safeParse(json);
      if (!parsed.success || parsed.data.kind !== kind || parsed.data.id !== id) return { ok: false, reason: 'not a lead record' };
      return { ok: true, record: parsed.data, etag };
    },
    async finish(record, state) {
      await put(leadKey(record.kind, state, record.id), record);
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: leadKey(record.kind, 'outbox', record.id) }), opts());
    },
    async quarantine(kind, id) {
      const from = leadKey(kind, 'outbox', id);
      await s3.send(new CopyObjectCommand({ Bucket: bucket, Key: leadKey(kind, 'dead-letter', id), CopySource: `${bucket}/${encodeURIComponent(from).replaceAll('%2F', '/')}` }), opts());
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }), opts());
    },
    async keepSuspect(record, honeypot) {
      const key = leadKey(record.kind, 'suspect', record.id);
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify({ ...record, honeypot }), ContentType: 'application/json' }), opts());
    },
  };
}
