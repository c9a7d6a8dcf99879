import { ApiRequestError } from '../../../lib/api-client.ts';
import { currentAdminToken, forgetAdminToken } from './admin-token.ts';

/**
 * `GET /api/admin/csv/import/{jobId}/failed-rows` (text/csv): fetched with the staff token, which a plain link
 * cannot send, then saved through a temporary object URL.
 */
export async function downloadFailedRows(jobId: string): Promise<void> {
  const token = currentAdminToken();
  const response = await fetch(`/api/admin/csv/import/${encodeURIComponent(jobId)}/failed-rows`, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    if (response.status === 401) forgetAdminToken(true);
    throw new ApiRequestError(response.status, await response.text(), response.statusText, response.headers.get('retry-after'));
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'failed-rows.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download by now; a later revoke keeps older browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
