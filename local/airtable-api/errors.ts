/**
 * Airtable's error answers. Types and messages are copied from captured api.airtable.com responses
 * where one was found; the rest follow the documented `{ "error": { "type", "message" } }` envelope.
 */
export class AirtableApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`${status} ${JSON.stringify(body)}`);
    this.name = 'AirtableApiError';
    this.status = status;
    this.body = body;
  }
}

function typed(status: number, type: string, message?: string): AirtableApiError {
  return new AirtableApiError(status, { error: message === undefined ? { type } : { type, message } });
}

/** The documented generic 422 text, used where Airtable's exact wording for a case is unknown. */
export const parameterValidationFailed = 'Invalid request: parameter validation failed. Check your request data.';

// Airtable answers a missing, malformed and unknown token with the same body.
export const authenticationRequired = () => typed(401, 'AUTHENTICATION_REQUIRED', 'Authentication required');

// With personal access tokens Airtable does not reveal whether a base or table exists: both are 403.
export const modelNotFound = () =>
  typed(
    403,
    'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
    'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.',
  );

/** An undefined route, or a path segment that cannot be a record id. */
export const routeNotFound = () => new AirtableApiError(404, { error: 'NOT_FOUND' });

/** A well-formed record id that is not in the table, on the single-record routes. */
export const recordNotFound = () => typed(404, 'MODEL_ID_NOT_FOUND', 'Record not found');

/** A batch update naming a record id that is not in the table. */
export const rowDoesNotExist = (id: string) => typed(422, 'ROW_DOES_NOT_EXIST', `Record ID ${id} does not exist in this table`);

export const invalidRequest = (message: string = parameterValidationFailed) => typed(422, 'INVALID_REQUEST_UNKNOWN', message);

export const unsupportedParameter = (name: string) =>
  invalidRequest(`${name} is not supported by the local Airtable API server; it would change the result, so it is refused rather than ignored`);

export const invalidJson = () => typed(400, 'INVALID_REQUEST_UNKNOWN', 'The request body could not be parsed as JSON');

export const requestTooLarge = () => typed(413, 'REQUEST_TOO_LARGE', 'Request body is too large');

export const missingFields = () => typed(422, 'INVALID_REQUEST_MISSING_FIELDS', 'Could not find field "fields" in the request body');

export const invalidRecords = (message: string) => typed(422, 'INVALID_RECORDS', message);

export const unknownFieldName = (name: string) => typed(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`);

/** A value of the wrong kind for the field, sent without typecast. */
export const cannotAcceptValue = (field: string) => typed(422, 'INVALID_VALUE_FOR_COLUMN', `Field "${field}" cannot accept the provided value`);

/** A value typecast could not convert. */
export const cannotParseValue = (field: string, value: unknown) =>
  typed(422, 'INVALID_VALUE_FOR_COLUMN', `Cannot parse value "${String(value)}" for field ${field}`);

// The doubled quotes are Airtable's own.
export const unknownSelectOption = (option: string) =>
  typed(422, 'INVALID_MULTIPLE_CHOICE_OPTIONS', `Insufficient permissions to create new select option ""${option}""`);

export const iteratorNotAvailable = () => typed(422, 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE');

// Observed on the wire as a plural `errors` array, unlike every other error body.
export const rateLimitBody = { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] };
