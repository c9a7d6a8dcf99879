import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { storedJobSchema, type StoredJob } from './job-state.ts';

export interface Versioned<T> {
  readonly value: T;
  /** The object's ETag: a save succeeds only if nobody saved since it was read. */
  readonly version: string;
}

const importLockSchema = z.object({ jobId: z.string(), filePath: z.string(), acquiredAt: z.string() });
/** One import at a time per Airtable base: two would share its 5 requests/s and draw 429s. */
export type ImportLock = z.infer<typeof importLockSchema>;

export interface JobStore {
  readJob(jobId: string): Promise<Versioned<StoredJob> | undefined>;
  createJob(job: StoredJob): Promise<string>;
  /** The new version, or undefined when someone saved the job since `version` (the caller no longer owns it). */
  saveJob(job: StoredJob, version: string): Promise<string | undefined>;
  readLock(): Promise<Versioned<ImportLock> | undefined>;
  /** False when another import holds the lock. */
  acquireLock(lock: ImportLock): Promise<boolean>;
  /** Releases the lock if `jobId` holds it. */
  releaseLock(jobId: string): Promise<void>;
}

export const jobIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const lockKey = 'imports/lock.json';
const jobKey = (jobId: string) => {
  if (!jobIdPattern.test(jobId)) throw new Error(`Not a job id: ${jobId}`);
  return `imports/jobs/${jobId}.json`;
};

function s3Status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}
const isMissing = (error: unknown) => (error as Error | undefined)?.name === 'NoSuchKey' || (error as Error | undefined)?.name === 'NotFound' || s3Status(error) === 404;
// 412: the condition failed; 409: a concurrent conditional write to the same key won.
const isConflict = (error: unknown) => s3Status(error) === 412 || s3Status(error) === 409;

const isTornRead = (error: unknown) => error instanceof SyntaxError || (error as { code?: string } | undefined)?.code === 'ECONNRESET';

// S3 conditional writes (If-None-Match / If-Match) make these atomic across containers in AWS. The local S3
// stand-in ignores those headers, so writes to a key are also serialised in-process (local runs are one process).
const keyQueues = new Map<string, Promise<unknown>>();
function serialised<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = keyQueues.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  keyQueues.set(key, tail);
  void tail.then(() => {
    if (keyQueues.get(key) === tail) keyQueues.delete(key);
  });
  return run;
}

/** Job documents and the import lock as JSON objects in the private data bucket. */
export function s3JobStore(s3: S3Client, bucket: string): JobStore {
  async function read<T>(key: string, schema: z.ZodType<T>): Promise<Versioned<T> | undefined> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const text = (await out.Body?.transformToString('utf-8')) ?? '';
        return { value: schema.parse(JSON.parse(text)), version: out.ETag ?? '' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        // S3 never serves a half-written object, but the local stand-in rewrites files in place: a read that
        // overlaps a save sees a cut-off body. Reading again after the save is what S3 would have answered.
        if (attempt >= 5 || !isTornRead(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  }

  async function currentVersion(key: string): Promise<string | undefined> {
    try {
      return (await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ETag;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** Writes only if the object's version is `expected` (undefined: only if it does not exist). */
  function put(key: string, value: unknown, expected: string | undefined): Promise<string | undefined> {
    return serialised(key, async () => {
      if ((await currentVersion(key)) !== expected) return undefined;
      try {
        const out = await s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: JSON.stringify(value),
            ContentType: 'application/json',
            ...(expected === undefined ? { IfNoneMatch: '*' } : { IfMatch: expected }),
          }),
        );
        return out.ETag ?? '';
      } catch (error) {
        if (isConflict(error)) return undefined;
        throw error;
      }
    });
  }

  return {
    readJob: (jobId) => read(jobKey(jobId), storedJobSchema),
    async createJob(job) {
      const version = await put(jobKey(job.jobId), job, undefined);
      if (version === undefined) throw new Error(`Job ${job.jobId} exists already`);
      return version;
    },
    saveJob: (job, version) => put(jobKey(job.jobId), job, version),
    readLock: () => read(lockKey, importLockSchema),
    async acquireLock(lock) {
      return (await put(lockKey, lock, undefined)) !== undefined;
    },
    async releaseLock(jobId) {
      await serialised(lockKey, async () => {
        const lock = await read(lockKey, importLockSchema);
        if (lock?.value.jobId === jobId) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: lockKey }));
      });
    },
  };
}
