import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import type { CsvFile } from '../../../contracts/lead-import.ts';
import { isConditionFailed, isMissing } from '../../shared/s3-errors.ts';
import { FileChangedError } from '../core/errors.ts';
import type { CsvAssets } from '../ports.ts';

/** The lead CSVs of the private assets bucket. */
export function s3Assets(s3: S3Client, bucket: string): CsvAssets {
  return {
    /** Every .csv object (all pages), sorted by name. */
    async list() {
      const files: CsvFile[] = [];
      for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key;
          if (key && /\.csv$/i.test(key)) files.push({ name: key.slice(key.lastIndexOf('/') + 1), path: key });
        }
      }
      return files.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.path.localeCompare(b.path, 'en'));
    },
    async version(key) {
      try {
        return (await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ETag ?? '';
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    /** The file from the start, only in the version the job began with (If-Match: S3 answers 412 otherwise). */
    async open(path, etag): Promise<Readable> {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: path, IfMatch: etag }));
        if (!out.Body) throw new FileChangedError();
        return out.Body as Readable;
      } catch (error) {
        if (isConditionFailed(error) || isMissing(error)) throw new FileChangedError();
        throw error;
      }
    },
  };
}
