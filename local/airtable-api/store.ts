import { randomInt } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CellValue } from './validate.ts';

export interface StoredRecord {
  readonly id: string;
  readonly createdTime: string;
  /** Only non-empty cells: Airtable never returns an empty one. */
  fields: Record<string, CellValue>;
}

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Airtable's id shape: a three-letter prefix and 14 alphanumerics. */
export function randomId(prefix: string): string {
  let id = prefix;
  for (let i = 0; i < 14; i += 1) id += alphanumerics[randomInt(alphanumerics.length)];
  return id;
}

export const recordIdPattern = /^rec[A-Za-z0-9]{14}$/;

/** One table's records in creation order, plus the select options typecast has added, by field name. */
export class TableData {
  readonly records: StoredRecord[] = [];
  readonly addedChoices: Record<string, string[]> = {};
  readonly #byId = new Map<string, StoredRecord>();

  get(id: string): StoredRecord | undefined {
    return this.#byId.get(id);
  }

  newRecordId(): string {
    let id = randomId('rec');
    while (this.#byId.has(id)) id = randomId('rec');
    return id;
  }

  add(record: StoredRecord): void {
    this.records.push(record);
    this.#byId.set(record.id, record);
  }

  remove(id: string): void {
    if (!this.#byId.delete(id)) return;
    this.records.splice(
      this.records.findIndex((record) => record.id === id),
      1,
    );
  }
}

interface StoreFile {
  version: 1;
  /** Base id -> table id -> data. */
  bases: Record<string, Record<string, { records: StoredRecord[]; addedChoices: Record<string, string[]> }>>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseStoreFile(text: string, file: string): StoreFile {
  const data: unknown = JSON.parse(text);
  if (!isObject(data) || data.version !== 1 || !isObject(data.bases)) {
    throw new Error(`${file} is not a local Airtable data file (expected { "version": 1, "bases": {...} })`);
  }
  return data as unknown as StoreFile;
}

/**
 * All bases' records, kept in memory and written to one JSON file. Each write replaces the file through a
 * temporary file and a rename, so a reader or a crash never sees half a file, and writes run one at a time.
 */
export class RecordStore {
  readonly file: string;
  readonly #bases = new Map<string, Map<string, TableData>>();
  #queue: Promise<void> = Promise.resolve();
  #pending: Promise<void> | undefined;
  #writeCount = 0;

  private constructor(file: string) {
    this.file = file;
  }

  /** Loads the file if it exists, so records survive a restart; a missing file is an empty store. */
  static async open(file: string): Promise<RecordStore> {
    const store = new RecordStore(file);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return store;
      throw error;
    }
    for (const [baseId, tables] of Object.entries(parseStoreFile(text, file).bases)) {
      for (const [tableId, saved] of Object.entries(tables)) {
        const table = store.table(baseId, tableId);
        for (const record of saved.records) table.add({ id: record.id, createdTime: record.createdTime, fields: { ...record.fields } });
        Object.assign(table.addedChoices, saved.addedChoices ?? {});
      }
    }
    return store;
  }

  table(baseId: string, tableId: string): TableData {
    let tables = this.#bases.get(baseId);
    if (!tables) {
      tables = new Map();
      this.#bases.set(baseId, tables);
    }
    let table = tables.get(tableId);
    if (!table) {
      table = new TableData();
      tables.set(tableId, table);
    }
    return table;
  }

  /**
   * Writes the current state. Resolves once a write that includes every change made before the call is on disk;
   * calls made while a write is still queued share it.
   */
  persist(): Promise<void> {
    if (this.#pending) return this.#pending;
    const write = this.#queue.then(() => {
      this.#pending = undefined;
      return this.#write();
    });
    this.#pending = write;
    this.#queue = write.catch(() => undefined);
    return write;
  }

  /** Resolves when every write asked for so far has finished. */
  flushed(): Promise<void> {
    return this.#queue;
  }

  async #write(): Promise<void> {
    const snapshot: StoreFile = { version: 1, bases: {} };
    for (const [baseId, tables] of this.#bases) {
      const saved: StoreFile['bases'][string] = {};
      for (const [tableId, table] of tables) saved[tableId] = { records: table.records, addedChoices: table.addedChoices };
      snapshot.bases[baseId] = saved;
    }
    const text = `${JSON.stringify(snapshot, null, 2)}\n`;
    await mkdir(dirname(this.file), { recursive: true });
    this.#writeCount += 1;
    const temporary = `${this.file}.${process.pid}.${this.#writeCount}.tmp`;
    await writeFile(temporary, text);
    await rename(temporary, this.file);
  }
}

/** A record as the API returns it; `fields` limits the cells to those named (the list endpoint's `fields[]`). */
export interface ApiRecord {
  id: string;
  createdTime: string;
  fields: Record<string, CellValue>;
  commentCount?: number;
}

export function toApiRecord(record: StoredRecord, fields?: readonly string[]): ApiRecord {
  const cells = fields ? Object.fromEntries(Object.entries(record.fields).filter(([name]) => fields.includes(name))) : { ...record.fields };
  return { id: record.id, createdTime: record.createdTime, fields: cells };
}
