import { BudgetWaitError } from '../../shared/airtable/budget-ledger.ts';
import { AirtableRequestError } from '../../shared/airtable/leads-table.ts';
import { errorResponse, type HttpResult } from '../../shared/http.ts';
import { TextDecodeError } from '../core/csv-decode.ts';
import { CsvFormatError } from '../core/csv-records.ts';
import { FileChangedError, ImportStoppedError } from '../core/errors.ts';
import { airtableNotConfigured } from '../adapters/ports-from-settings.ts';

/** The one place the staff API turns the cores' failures into HTTP answers. */

export const airtableNotConfiguredResponse = () => errorResponse(503, airtableNotConfigured);

function failureResponse(error: unknown): HttpResult | undefined {
  if (error instanceof CsvFormatError || error instanceof TextDecodeError) return errorResponse(422, error.message);
  if (error instanceof FileChangedError) return errorResponse(409, error.message);
  if (error instanceof ImportStoppedError || error instanceof BudgetWaitError) return errorResponse(503, error.message);
  if (!(error instanceof AirtableRequestError)) return undefined;
  if (error.status === 429) return errorResponse(503, 'Airtable is rate limiting requests; try again in 30 seconds', undefined, { 'retry-after': '30' });
  if (error.type === 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE') return errorResponse(400, 'The records list expired; load it again', { offset: 'Expired' });
  return errorResponse(502, error.message);
}

/** Runs a route's work; a known failure becomes its answer, anything else goes to the handler's 500. */
export async function mapFailure(work: () => Promise<HttpResult>): Promise<HttpResult> {
  try {
    return await work();
  } catch (error) {
    const mapped = failureResponse(error);
    if (mapped) return mapped;
    throw error;
  }
}
