import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { importJobKey, importLockKey } from '../../shared/data-layout.ts';
import type { Deadline } from '../../shared/deadline.ts';
import { isConditionFailed, isMissing } from '../../shared/s3-errors.ts';
import { storedJobSchema } from '../core/job-state.ts';
import type { JobStore, Versioned } from '../ports.ts';

const importLockSchema = z.object({ jobId: z.string(), filePath: z.string(), acquiredAt: z.string() });

export const jobIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const lockKey = importLockKey;
const jobKey = (jobId: string) => {
  if (!jobIdPattern.test(jobId)) throw new Error(`Not a job id: ${jobId}`);
  return importJobKey(jobId);
};

const callCapMs = 10_000;

/**
 * Job documents and the import lock as JSON objects in the private data bucket. With a `deadline` (the invocation's),
 * no call outlives it: the client's own timeouts bound one attempt, the deadline all attempts and their back-off.
 */
export function s3JobStore(s3: S3Client, bucket: string, deadline?: Deadline): JobStore {
  // One small request never needs long: a hang fails it well before a worker's 15 min deadline.
  const opts = () => (deadline ? { abortSignal: deadline.signal(callCapMs) } : {});
  async function read<T>(key: string, schema: z.ZodType<T>): Promise<Versioned<T> | undefined> {
    try {
      const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }), opts());
      const text = (await out.Body?.transformToString('utf-8')) ?? '';
      return { value: schema.parse(JSON.parse(text)), version: out.ETag ?? '' };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /**
   * Writes only if the object's version is `expected` (undefined: only if it does not exist). S3 settles the
   * condition atomically: 412 when it fails, 409 when another conditional write to the key won the race.
   */
  async function put(key: string, value: unknown, expected: string | undefined): Promise<string | undefined> {
    try {
      const condition = expected === undefined ? { IfNoneMatch: '*' } : { IfMatch: expected };
      const out = await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(value), ContentType: 'application/json', ...condition }), opts());
      return out.ETag ?? '';
    } catch (error) {
      // If-Match on a key that is gone answers 404: the job is no longer this caller's either.
      if (isConditionFailed(error) || isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    readJob: (jobId) => read(jobKey(jobId), storedJobSchema),
    async createJob(job) {
      const version = await put(jobKey(job.jobId), job, undefined);
      if (version === undefined) throw new Error(`Job ${job.jobId} exists already`);
      return version;
    },
    saveJob: (job, version) => put(jobKey(job.jobId), job, version),
    async listJobs(limit) {
      const objects: { key: string; at: number }[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'imports/jobs/', ...(token ? { ContinuationToken: token } : {}) }), opts());
        for (const item of page.Contents ?? []) if (item.Key) objects.push({ key: item.Key, at: item.LastModified?.getTime() ?? 0 });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      const newest = objects.sort((a, b) => b.at - a.at).slice(0, limit);
      const jobs = await Promise.all(newest.map(({ key }) => read(key, storedJobSchema).catch(() => undefined)));
      return jobs.flatMap((job) => (job ? [job.value] : [])).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    },
    readLock: () => read(lockKey, importLockSchema),
    async acquireLock(lock) {
      return (await put(lockKey, lock, undefined)) !== undefined;
    },
    async releaseLock(jobId) {
      const lock = await read(lockKey, importLockSchema);
      if (lock?.value.jobId !== jobId) return;
      try {
        // Conditional, so a lock another import took since the read is never removed.
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: lockKey, IfMatch: lock.version }), opts());
      } catch (error) {
        if (!isConditionFailed(error) && !isMissing(error)) throw error;
      }
    },
  };
}
