import { leadStatuses } from '../../contracts/lead-import.ts';

export type FieldType = 'singleLineText' | 'multilineText' | 'email' | 'singleSelect' | 'number' | 'checkbox' | 'date';

export interface FieldSchema {
  readonly name: string;
  readonly type: FieldType;
  /** singleSelect only: the options defined up front; typecast may add more at run time. */
  readonly choices?: readonly string[];
}

export interface TableSchema {
  /** `tbl` + 14 characters, as Airtable's; the store keys records by it so a rename keeps them. */
  readonly id: string;
  readonly name: string;
  readonly fields: readonly FieldSchema[];
}

export interface BaseSchema {
  readonly tables: readonly TableSchema[];
}

/** Base id -> base. */
export type BaseSchemas = Readonly<Record<string, BaseSchema>>;

export const defaultBaseId = 'appLocal';
/** The bearer token the local stack, the CLI and tests use for the stand-in (never a real Airtable token). */
export const developmentToken = 'pat-local-development-token';
export const leadsTableId = 'tblLocalLeads0000';

export const leadsTable: TableSchema = {
  id: leadsTableId,
  name: 'Leads',
  fields: [
    { name: 'Lead Name', type: 'singleLineText' },
    { name: 'Contact Information', type: 'singleLineText' },
    { name: 'Company', type: 'singleLineText' },
    { name: 'Status', type: 'singleSelect', choices: leadStatuses },
    { name: 'Lead Source', type: 'singleLineText' },
    { name: 'Notes', type: 'multilineText' },
    // Issue 20 (README "Airtable schema"): web submissions appended to a row, and where a web lead came from.
    { name: 'Activity', type: 'multilineText' },
    { name: 'UTM Source', type: 'singleLineText' },
    { name: 'UTM Medium', type: 'singleLineText' },
    { name: 'UTM Campaign', type: 'singleLineText' },
    { name: 'UTM Term', type: 'singleLineText' },
    { name: 'UTM Content', type: 'singleLineText' },
    { name: 'Referrer Host', type: 'singleLineText' },
    { name: 'Landing Page', type: 'singleLineText' },
    { name: 'Sent From Page', type: 'singleLineText' },
  ],
};

export const defaultBases: BaseSchemas = { [defaultBaseId]: { tables: [leadsTable] } };

/** Tables are addressed by id or by (URL-decoded) name, both matched exactly as Airtable does. */
export function findTable(base: BaseSchema, idOrName: string): TableSchema | undefined {
  return base.tables.find((table) => table.id === idOrName) ?? base.tables.find((table) => table.name === idOrName);
}

export function findField(table: TableSchema, name: string): FieldSchema | undefined {
  return table.fields.find((field) => field.name === name);
}

/** Fails fast on a schema Airtable itself could not have, so a typo surfaces at start, not as a 403 later. */
export function assertValidSchemas(bases: BaseSchemas): void {
  for (const [baseId, base] of Object.entries(bases)) {
    const seen = new Set<string>();
    for (const table of base.tables) {
      for (const key of [table.id, table.name]) {
        if (seen.has(key)) throw new Error(`Base ${baseId}: table id or name "${key}" is used twice`);
        seen.add(key);
      }
      const names = new Set<string>();
      for (const field of table.fields) {
        if (names.has(field.name)) throw new Error(`Table ${table.name}: field "${field.name}" is defined twice`);
        names.add(field.name);
      }
    }
  }
}
