import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { staffAuthKey } from './data-layout.ts';
import type { Deadline } from './deadline.ts';
import type { HttpEvent } from './http.ts';
import { isConditionFailed, isMissing } from './s3-errors.ts';

/**
 * Failed staff sign-ins, limited per client address across every Lambda container: a WAF rule cannot see whether
 * a token was right, so the count lives with the function, in the data bucket (`staff-auth/<sha256(address)>.json`,
 * conditional writes, expired after a day). A few failures a minute, then every staff call from that address is
 * refused with 429 for a while, the right token included (else a blocked guesser would still learn of a hit).
 * A signed-in page never fails, so polling once a second is never limited; it costs one small S3 read per call.
 */
export interface FailedAuthPolicy {
  /** Failures allowed per window; the next one blocks the address. */
  readonly failures: number;
  readonly windowMs: number;
  readonly blockMs: number;
}

export const failedAuthPolicy: FailedAuthPolicy = { failures: 5, windowMs: 60_000, blockMs: 15 * 60_000 };

const recordSchema = z.object({ failures: z.array(z.number()), blockedUntil: z.number().optional() });
type FailureRecord = z.infer<typeof recordSchema>;

export interface FailedAuthLimit {
  /** Seconds the address must wait, or undefined when it may try. */
  blockedFor(address: string): Promise<number | undefined>;
  /** Counts a failure; returns the seconds the address is now blocked for, if this one blocked it. */
  recordFailure(address: string): Promise<number | undefined>;
}

/**
 * The viewer's address: CloudFront-Viewer-Address when the origin request policy forwards it, else the last
 * X-Forwarded-For entry, the one CloudFront appends (whatever a viewer wrote stays before it), else the peer.
 */
export function clientAddress(event: HttpEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '');
  const forwarded = (event.headers?.['x-forwarded-for'] ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return forwarded.at(-1) ?? event.requestContext?.http?.sourceIp ?? 'unknown';
}

const hashOf = (address: string) => createHash('sha256').update(address).digest('hex').slice(0, 32);
const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

export function s3FailedAuthLimit(s3: S3Client, bucket: string, deadline: Deadline, policy: FailedAuthPolicy = failedAuthPolicy, now: () => number = Date.now): FailedAuthLimit {
  const opts = () => ({ abortSignal: deadline.signal(3_000) });
  async function read(key: string): Promise<{ record: FailureRecord; etag?: string }> {
    try {
      const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }), opts());
      const parsed = recordSchema.safeParse(JSON.parse((await out.Body?.transformToString('utf-8')) ?? '{}'));
      return { record: parsed.success ? parsed.data : { failures: [] }, ...(out.ETag ? { etag: out.ETag } : {}) };
    } catch (error) {
      if (isMissing(error)) return { record: { failures: [] } };
      throw error;
    }
  }

  return {
    async blockedFor(address) {
      const { record } = await read(staffAuthKey(hashOf(address)));
      const t = now();
      return record.blockedUntil !== undefined && record.blockedUntil > t ? secondsUntil(record.blockedUntil, t) : undefined;
    },
    async recordFailure(address) {
      const key = staffAuthKey(hashOf(address));
      // Two containers counting at once: the loser of the conditional write reads again and counts on top.
      for (let attempt = 0; attempt < 8; attempt += 1) {
        if (attempt > 0) await deadline.sleep(10 + Math.random() * 40 * attempt);
        const { record, etag } = await read(key);
        const t = now();
        const failures = [...record.failures.filter((at) => at > t - policy.windowMs), t].slice(-policy.failures - 1);
        const blocks = failures.length > policy.failures;
        const next: FailureRecord = blocks ? { failures: [], blockedUntil: t + policy.blockMs } : { failures, ...(record.blockedUntil ? { blockedUntil: record.blockedUntil } : {}) };
        try {
          const condition = etag ? { IfMatch: etag } : { IfNoneMatch: '*' };
          await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(next), ContentType: 'application/json', ...condition }), opts());
          return blocks ? secondsUntil(t + policy.blockMs, t) : undefined;
        } catch (error) {
          if (!isConditionFailed(error)) throw error;
        }
      }
      return undefined;
    },
  };
}
