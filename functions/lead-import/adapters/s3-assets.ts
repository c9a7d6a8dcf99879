import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { CsvFile } from '../../../contracts/lead-import.ts';
import type { Deadline } from '../../shared/deadline.ts';
import { isConditionFailed, isMissing } from '../../shared/s3-errors.ts';
import { FileChangedError } from '../core/errors.ts';
import type { CsvAssets } from '../ports.ts';

const callCapMs = 10_000;

/** The lead CSVs of the private assets bucket; with a `deadline` (the invocation's) no call outlives it. */
export function s3Assets(s3: S3Client, bucket: string, deadline?: Deadline): CsvAssets {
  // One small request never needs long: a hang fails it well before a worker's 15 min deadline.
  const opts = () => (deadline ? { abortSignal: deadline.signal(callCapMs) } : {});
  async function head(key: string) {
    try {
      const out = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), opts());
      return { etag: out.ETag ?? '', size: out.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
  return {
    /** Every .csv object (all pages), sorted by name. */
    async list() {
      const files: CsvFile[] = [];
      // Paged by hand: the SDK's paginator passes no abort signal to its calls.
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }), opts());
        for (const object of page.Contents ?? []) {
          const key = object.Key;
          if (key && /\.csv$/i.test(key)) files.push({ name: key.slice(key.lastIndexOf('/') + 1), path: key });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.path.localeCompare(b.path, 'en'));
    },
    version: async (key) => (await head(key))?.etag,
    head,
    /**
     * The file from the start, only in the version the job began with (If-Match: S3 answers 412 otherwise). Bounded
     * by the whole deadline, not one call's cap: aborting the request also ends its body, which a run reads throughout.
     */
    async open(path, etag): Promise<Readable> {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: path, IfMatch: etag }), deadline ? { abortSignal: deadline.signal() } : {});
        if (!out.Body) throw new FileChangedError();
        return out.Body as Readable;
      } catch (error) {
        if (isConditionFailed(error) || isMissing(error)) throw new FileChangedError();
        throw error;
      }
    },
  };
}
