import { BudgetWaitError } from '../../shared/airtable/budget-ledger.ts';
import { AirtableRequestError } from '../../shared/airtable/leads-table.ts';
import { DeadlineExceededError } from '../../shared/deadline.ts';
import { errorResponse, type HttpResult } from '../../shared/http.ts';
import { airtableNotConfigured } from '../adapters/ports-from-settings.ts';
import { TextDecodeError } from '../core/csv-decode.ts';
import { CsvFormatError } from '../core/csv-records.ts';
import { FileChangedError, ImportStoppedError } from '../core/errors.ts';

/** The one place the staff API turns failures (the cores', S3's, Airtable's, a deadline's) into HTTP answers. */

export const airtableNotConfiguredResponse = () => errorResponse(503, airtableNotConfigured);

const retryLater = (message: string) => errorResponse(503, message, undefined, { 'retry-after': '30' });

// Node's socket errors: the peer refused, reset or never answered.
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/**
 * An AWS call (S3, Secrets Manager, Lambda) that failed or was cut off by the deadline: a service error carries
 * `$metadata`, a cut-off one is an AbortError/TimeoutError, an unreachable endpoint a socket error code.
 */
function isAwsFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return '$metadata' in error || name === 'AbortError' || name === 'TimeoutError' || networkCodes.has(String(code));
}

function failureResponse(error: unknown): HttpResult | undefined {
  if (error instanceof CsvFormatError || error instanceof TextDecodeError) return errorResponse(422, error.message);
  if (error instanceof FileChangedError) return errorResponse(409, error.message);
  if (error instanceof ImportStoppedError || error instanceof BudgetWaitError) return errorResponse(503, error.message);
  if (error instanceof DeadlineExceededError) return retryLater('The call ran out of time waiting for storage or Airtable; try again');
  if (error instanceof AirtableRequestError) {
    if (error.status === 429) return retryLater('Airtable is rate limiting requests; try again in 30 seconds');
    if (error.type === 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE') return errorResponse(400, 'The records list expired; load it again', { offset: 'Expired' });
    // No answer at all (refused, timed out): Airtable is unavailable rather than answering wrongly.
    if (error.status === 0) return retryLater('Airtable could not be reached; try again');
    return errorResponse(502, error.message);
  }
  if (isAwsFailure(error)) return retryLater('Storage is unavailable right now; try again');
  return undefined;
}

/** Runs a route's work; a known failure becomes its answer, anything else (a bug) goes to the handler's 500. */
export async function mapFailure(work: () => Promise<HttpResult>): Promise<HttpResult> {
  try {
    return await work();
  } catch (error) {
    const mapped = failureResponse(error);
    if (mapped) return mapped;
    throw error;
  }
}
