import { maxCsvBytes, maxCsvSizeText, uploadGrantSchema, type UploadGrant } from '../../../../../contracts/lead-import.ts';
import { adminRequest } from './admin-request.ts';

/** `POST /api/admin/csv/uploads`: a presigned POST for one CSV of this name and size. */
export function requestUpload(name: string, size: number) {
  return adminRequest('POST', '/api/admin/csv/uploads', uploadGrantSchema, { name, size });
}

/** Refused in the page before asking (the server and S3 refuse it again). */
export function uploadProblem(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name)) return `${file.name} is not a .csv file`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > maxCsvBytes) return `${file.name} is larger than ${maxCsvSizeText}, the largest CSV the import takes`;
  return undefined;
}

/** Sends the file to S3 with the grant; XMLHttpRequest because fetch reports no upload progress. */
export function sendToS3(grant: UploadGrant, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', grant.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      const message = /<Message>([^<]*)<\/Message>/.exec(xhr.responseText)?.[1];
      reject(new Error(`Storage refused the upload (${xhr.status}${message ? `: ${message}` : ''})`));
    };
    xhr.onerror = () => reject(new Error('The upload did not reach storage; check the connection and try again'));
    xhr.send(form);
  });
}

/** Grant, then upload: answers the key to preview and import. */
export async function uploadCsv(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const grant = await requestUpload(file.name, file.size);
  await sendToS3(grant, file, onProgress);
  return grant.path;
}
