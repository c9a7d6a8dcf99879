import { invalidRequest, iteratorNotAvailable, unknownFieldName, unsupportedParameter } from './errors.ts';
import { formulaFilter } from './formula.ts';
import { findField, type TableSchema } from './schema.ts';
import { randomId, toApiRecord, type ApiRecord, type TableData } from './store.ts';

export interface ListParams {
  pageSize: number;
  maxRecords?: number;
  offset?: string;
  fields?: string[];
  commentCount: boolean;
  filterByFormula?: string;
}

const maxPageSize = 100;

function wholeNumber(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) throw invalidRequest();
  return number;
}

/** Parameters that would filter or reorder records; ignoring them would return the wrong records, so they are refused. */
function refuseUnsupported(name: string, value: unknown): void {
  if (name === 'view' || name === 'sort' || name.startsWith('sort[')) throw unsupportedParameter(name.replace(/\[.*$/, ''));
  if (name === 'returnFieldsByFieldId' && (value === true || value === 'true' || value === '1')) throw unsupportedParameter(name);
  if (name === 'cellFormat' && value !== 'json') throw unsupportedParameter('cellFormat other than "json"');
}

/** `GET /v0/{base}/{table}?pageSize=&offset=&maxRecords=&fields[]=`, as airtable.js encodes them. */
export function listParamsFromQuery(query: URLSearchParams): ListParams {
  const params: ListParams = { pageSize: maxPageSize, commentCount: false };
  const fields: string[] = [];
  for (const [name, value] of query) {
    refuseUnsupported(name, value);
    if (name === 'fields[]' || /^fields\[\d+\]$/.test(name)) fields.push(value);
    else if (name === 'pageSize') params.pageSize = wholeNumber(value, 1, maxPageSize);
    else if (name === 'maxRecords') params.maxRecords = wholeNumber(value, 0);
    else if (name === 'filterByFormula') params.filterByFormula = value;
    // The deprecated table.list() of airtable.js sends `offset=` on the first page.
    else if (name === 'offset' && value !== '') params.offset = value;
    else if ((name === 'recordMetadata[]' || /^recordMetadata\[\d+\]$/.test(name)) && value === 'commentCount') params.commentCount = true;
  }
  if (fields.length > 0) params.fields = fields;
  return params;
}

/** `POST /v0/{base}/{table}/listRecords`, which airtable.js uses for long queries; unknown keys (it sends `method`) are ignored. */
export function listParamsFromBody(body: unknown): ListParams {
  if (body === undefined) return { pageSize: maxPageSize, commentCount: false };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidRequest();
  const params: ListParams = { pageSize: maxPageSize, commentCount: false };
  for (const [name, value] of Object.entries(body)) {
    refuseUnsupported(name, value);
    if (name === 'pageSize') params.pageSize = wholeNumber(value, 1, maxPageSize);
    else if (name === 'maxRecords') params.maxRecords = wholeNumber(value, 0);
    else if (name === 'filterByFormula') {
      if (typeof value !== 'string') throw invalidRequest();
      params.filterByFormula = value;
    } else if (name === 'offset') {
      if (typeof value !== 'string') throw invalidRequest();
      params.offset = value;
    } else if (name === 'fields') {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw invalidRequest();
      params.fields = value;
    } else if (name === 'recordMetadata') {
      params.commentCount = Array.isArray(value) && value.includes('commentCount');
    }
  }
  return params;
}

interface Iterator {
  readonly tableKey: string;
  readonly ids: readonly string[];
  readonly positions: ReadonlyMap<string, number>;
  readonly expiresAt: number;
}

// Airtable's iterators also lapse after minutes of inactivity and do not survive a server restart.
const iteratorLifetimeMs = 10 * 60_000;
const maxIterators = 500;
const offsetPattern = /^(itr[A-Za-z0-9]{14})\/(rec[A-Za-z0-9]{14})$/;

/**
 * Offsets name an iterator over the record ids as they were at the first page, plus the next record id,
 * in Airtable's own `itr…/rec…` shape; later pages skip records deleted meanwhile.
 */
export function createIterators(now: () => number = Date.now) {
  const iterators = new Map<string, Iterator>();

  function start(tableKey: string, ids: readonly string[]): string {
    for (const [id, iterator] of iterators) {
      if (iterators.size < maxIterators && iterator.expiresAt > now()) break;
      iterators.delete(id);
    }
    const id = randomId('itr');
    iterators.set(id, { tableKey, ids, positions: new Map(ids.map((recordId, i) => [recordId, i])), expiresAt: now() + iteratorLifetimeMs });
    return id;
  }

  function resume(tableKey: string, offset: string): { id: string; ids: readonly string[]; position: number } {
    const match = offsetPattern.exec(offset);
    const iterator = match?.[1] === undefined ? undefined : iterators.get(match[1]);
    const position = match?.[2] === undefined ? undefined : iterator?.positions.get(match[2]);
    if (!match?.[1] || !iterator || position === undefined || iterator.tableKey !== tableKey || iterator.expiresAt <= now()) {
      throw iteratorNotAvailable();
    }
    // Reading a page counts as activity, as it does for Airtable's; re-inserting keeps the map in least-recently-used order.
    iterators.delete(match[1]);
    iterators.set(match[1], { ...iterator, expiresAt: now() + iteratorLifetimeMs });
    return { id: match[1], ids: iterator.ids, position };
  }

  return { start, resume };
}

export type Iterators = ReturnType<typeof createIterators>;

export function listPage(
  schema: TableSchema,
  tableKey: string,
  data: TableData,
  params: ListParams,
  iterators: Iterators,
): { records: ApiRecord[]; offset?: string } {
  for (const name of params.fields ?? []) if (!findField(schema, name)) throw unknownFieldName(name);

  let iteratorId: string | undefined;
  let ids: readonly string[];
  let next = 0;
  if (params.offset !== undefined) {
    const resumed = iterators.resume(tableKey, params.offset);
    ({ id: iteratorId, ids, position: next } = resumed);
  } else {
    const matches = params.filterByFormula === undefined ? () => true : formulaFilter(params.filterByFormula, schema);
    const all = data.records.filter((record) => matches(record.fields)).map((record) => record.id);
    ids = params.maxRecords === undefined ? all : all.slice(0, params.maxRecords);
  }

  const records: ApiRecord[] = [];
  const stillThere = (i: number) => {
    const id = ids[i];
    return id === undefined ? undefined : data.get(id);
  };
  for (; next < ids.length && records.length < params.pageSize; next += 1) {
    const record = stillThere(next);
    if (record) records.push(params.commentCount ? { ...toApiRecord(record, params.fields), commentCount: 0 } : toApiRecord(record, params.fields));
  }
  while (next < ids.length && !stillThere(next)) next += 1;

  const nextId = ids[next];
  if (nextId === undefined) return { records };
  iteratorId ??= iterators.start(tableKey, ids);
  return { records, offset: `${iteratorId}/${nextId}` };
}
