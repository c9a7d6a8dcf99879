import { HeadObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import type { CsvFile } from '../../../contracts/lead-import.ts';
import { s3Client } from '../../shared/aws-clients.ts';
import type { Settings } from '../../shared/settings.ts';

/** Every .csv object of the assets bucket (all pages), sorted by name. */
export async function listCsvFiles(settings: Settings): Promise<CsvFile[]> {
  const files: CsvFile[] = [];
  for await (const page of paginateListObjectsV2({ client: s3Client(settings) }, { Bucket: settings.ASSETS_BUCKET })) {
    for (const object of page.Contents ?? []) {
      const key = object.Key;
      if (key && /\.csv$/i.test(key)) files.push({ name: key.slice(key.lastIndexOf('/') + 1), path: key });
    }
  }
  return files.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.path.localeCompare(b.path, 'en'));
}

/** The object's ETag, or undefined when the assets bucket has no such key. */
export async function assetsFileVersion(settings: Settings, key: string): Promise<string | undefined> {
  try {
    return (await s3Client(settings).send(new HeadObjectCommand({ Bucket: settings.ASSETS_BUCKET, Key: key }))).ETag ?? '';
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound') return undefined;
    throw error;
  }
}
