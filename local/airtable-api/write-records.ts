import { invalidRecords, invalidRequest, missingFields, recordNotFound, rowDoesNotExist, unknownFieldName, unsupportedParameter } from './errors.ts';
import { findField, type FieldSchema, type TableSchema } from './schema.ts';
import { toApiRecord, type ApiRecord, type StoredRecord, type TableData } from './store.ts';
import { validateFields, type CellValue, type FieldWrites, type ValidationContext } from './validate.ts';

/** The table a write addresses: its schema and its records. */
export interface WriteTarget {
  readonly schema: TableSchema;
  readonly data: TableData;
}

type Json = Record<string, unknown>;

const maxRecordsPerRequest = 10;
const updateShape = `You must provide an array of up to ${maxRecordsPerRequest} record objects, each with an "id" ID field and a "fields" object for cell values.`;
const createShape = `You must provide an array of up to ${maxRecordsPerRequest} record objects, each with a "fields" object for cell values.`;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasFields(value: unknown): value is { id?: unknown; fields: Json } {
  return isObject(value) && isObject(value.fields);
}

/** Top-level keys outside the documented body are refused, so a misspelt `typecast` cannot pass here and misbehave there. */
function readTypecast(body: Json, allowedKeys: readonly string[]): boolean {
  for (const key of Object.keys(body)) if (!allowedKeys.includes(key)) throw invalidRequest();
  if (body.returnFieldsByFieldId === true) throw unsupportedParameter('returnFieldsByFieldId');
  for (const key of ['typecast', 'returnFieldsByFieldId']) {
    if (body[key] !== undefined && typeof body[key] !== 'boolean') throw invalidRequest();
  }
  return body.typecast === true;
}

function validationContext(target: WriteTarget, typecast: boolean): ValidationContext {
  return {
    typecast,
    choicesOf: (field) => [...(field.choices ?? []), ...(target.data.addedChoices[field.name] ?? [])],
    newChoices: new Map(),
  };
}

/** Called only once the whole request has validated: a refused request adds no options either. */
function commitChoices(target: WriteTarget, context: ValidationContext): void {
  for (const [name, options] of context.newChoices) (target.data.addedChoices[name] ??= []).push(...options);
}

function nonEmpty(writes: FieldWrites): Record<string, CellValue> {
  return Object.fromEntries(Object.entries(writes).filter((entry): entry is [string, CellValue] => entry[1] !== null));
}

function insert(target: WriteTarget, writes: FieldWrites, createdTime: string): StoredRecord {
  const record: StoredRecord = { id: target.data.newRecordId(), createdTime, fields: nonEmpty(writes) };
  target.data.add(record);
  return record;
}

/** PATCH merges (null or "" clears a cell); PUT replaces, clearing every cell not sent. */
function applyWrites(record: StoredRecord, writes: FieldWrites, replace: boolean): void {
  const fields = replace ? {} : { ...record.fields };
  for (const [name, value] of Object.entries(writes)) {
    if (value === null) delete fields[name];
    else fields[name] = value;
  }
  record.fields = fields;
}

/** `POST /v0/{base}/{table}` with `{ records: [{ fields }] }` (up to 10) or a single `{ fields }`. */
export function createRecords(target: WriteTarget, body: unknown): { records: ApiRecord[] } | ApiRecord {
  if (!isObject(body)) throw missingFields();
  const typecast = readTypecast(body, ['records', 'fields', 'typecast', 'returnFieldsByFieldId']);
  const context = validationContext(target, typecast);
  const createdTime = new Date().toISOString();

  if (body.records !== undefined) {
    const records = body.records;
    if (Array.isArray(records) && records.length > maxRecordsPerRequest) {
      throw invalidRecords(`A maximum of ${maxRecordsPerRequest} records can be created per request but you have provided ${records.length}.`);
    }
    if (!Array.isArray(records) || records.length === 0 || !records.every(hasFields)) throw invalidRecords(createShape);
    const writes = records.map((record) => validateFields(target.schema, record.fields, context));
    commitChoices(target, context);
    return { records: writes.map((fields) => toApiRecord(insert(target, fields, createdTime))) };
  }

  if (!isObject(body.fields)) throw missingFields();
  const writes = validateFields(target.schema, body.fields, context);
  commitChoices(target, context);
  return toApiRecord(insert(target, writes, createdTime));
}

function mergeFields(schema: TableSchema, performUpsert: unknown): FieldSchema[] {
  const names = isObject(performUpsert) ? performUpsert.fieldsToMergeOn : undefined;
  if (!Array.isArray(names) || names.length < 1 || names.length > 3 || !names.every((name) => typeof name === 'string')) {
    throw invalidRequest('performUpsert.fieldsToMergeOn must be an array of 1 to 3 field names');
  }
  return names.map((name: string) => {
    const field = findField(schema, name);
    if (!field) throw unknownFieldName(name);
    // Airtable documents merging on number, text, long text, select and date fields only.
    if (field.type === 'checkbox' || field.type === 'email') throw invalidRequest(`Field "${name}" (${field.type}) cannot be used in fieldsToMergeOn`);
    return field;
  });
}

/** The one existing record whose merge fields equal the new values, undefined for none; several fail the request. */
function upsertMatch(target: WriteTarget, mergeOn: readonly FieldSchema[], writes: FieldWrites, index: number): StoredRecord | undefined {
  const key = mergeOn.map((field) => writes[field.name]);
  if (key.some((value) => value === undefined || value === null)) {
    throw invalidRequest(`records[${index}] has no value for every field in fieldsToMergeOn`);
  }
  const matches = target.data.records.filter((record) => mergeOn.every((field, i) => record.fields[field.name] === key[i]));
  if (matches.length > 1) {
    throw invalidRequest(`records[${index}] matches ${matches.length} records on fieldsToMergeOn; an upsert needs at most one match`);
  }
  return matches[0];
}

/** `PATCH` / `PUT /v0/{base}/{table}` with `{ records: [{ id, fields }] }`, or an upsert with `performUpsert`. */
export function updateRecords(target: WriteTarget, body: unknown, replace: boolean) {
  if (!isObject(body)) throw invalidRecords(updateShape);
  const typecast = readTypecast(body, ['records', 'typecast', 'performUpsert', 'returnFieldsByFieldId']);
  const mergeOn = body.performUpsert === undefined ? undefined : mergeFields(target.schema, body.performUpsert);
  const records = body.records;
  const isUpdate = (record: unknown): record is { id?: string; fields: Json } =>
    hasFields(record) && (typeof record.id === 'string' || (mergeOn !== undefined && record.id === undefined));
  if (!Array.isArray(records) || records.length === 0 || records.length > maxRecordsPerRequest || !records.every(isUpdate)) {
    throw invalidRecords(updateShape);
  }

  // Every record is checked and every target found before the first change, so a refused request writes nothing.
  const context = validationContext(target, typecast);
  const resolved = records.map((record, index) => {
    const writes = validateFields(target.schema, record.fields, context);
    if (record.id === undefined) return { writes, existing: mergeOn ? upsertMatch(target, mergeOn, writes, index) : undefined };
    const existing = target.data.get(record.id);
    if (!existing) throw rowDoesNotExist(record.id);
    return { writes, existing };
  });
  commitChoices(target, context);

  const createdTime = new Date().toISOString();
  const createdRecords: string[] = [];
  const updatedRecords: string[] = [];
  const results = resolved.map(({ writes, existing }) => {
    if (existing) {
      applyWrites(existing, writes, replace);
      updatedRecords.push(existing.id);
      return toApiRecord(existing);
    }
    const created = insert(target, writes, createdTime);
    createdRecords.push(created.id);
    return toApiRecord(created);
  });
  return mergeOn ? { records: results, createdRecords, updatedRecords } : { records: results };
}

/** `PATCH` / `PUT /v0/{base}/{table}/{recordId}` with `{ fields }`. */
export function updateRecord(target: WriteTarget, id: string, body: unknown, replace: boolean): ApiRecord {
  const existing = target.data.get(id);
  if (!existing) throw recordNotFound();
  if (!isObject(body)) throw missingFields();
  const typecast = readTypecast(body, ['fields', 'typecast', 'returnFieldsByFieldId']);
  if (!isObject(body.fields)) throw missingFields();
  const context = validationContext(target, typecast);
  const writes = validateFields(target.schema, body.fields, context);
  commitChoices(target, context);
  applyWrites(existing, writes, replace);
  return toApiRecord(existing);
}

/** `DELETE /v0/{base}/{table}?records[]=…` (up to 10); all or nothing. */
export function deleteRecords(target: WriteTarget, ids: readonly string[]) {
  if (ids.length === 0) throw invalidRequest();
  if (ids.length > maxRecordsPerRequest) {
    throw invalidRecords(`A maximum of ${maxRecordsPerRequest} records can be deleted per request but you have provided ${ids.length}.`);
  }
  for (const id of ids) if (!target.data.get(id)) throw recordNotFound();
  for (const id of ids) target.data.remove(id);
  return { records: ids.map((id) => ({ id, deleted: true })) };
}

/** `DELETE /v0/{base}/{table}/{recordId}`. */
export function deleteRecord(target: WriteTarget, id: string) {
  if (!target.data.get(id)) throw recordNotFound();
  target.data.remove(id);
  return { id, deleted: true };
}
