import { cannotAcceptValue, cannotParseValue, unknownFieldName, unknownSelectOption } from './errors.ts';
import { findField, type FieldSchema, type TableSchema } from './schema.ts';

export type CellValue = string | number | boolean;

/** A validated write, by field name; null clears the cell. */
export type FieldWrites = Record<string, CellValue | null>;

export interface ValidationContext {
  readonly typecast: boolean;
  /** The singleSelect's options as they stand, including any typecast added in earlier requests. */
  choicesOf(field: FieldSchema): readonly string[];
  /** Options this request's typecast adds, by field name; the caller applies them only if the whole request is valid. */
  readonly newChoices: Map<string, Set<string>>;
}

/** Checks and normalises one record's `fields` object; throws the AirtableApiError Airtable would answer. */
export function validateFields(table: TableSchema, input: Record<string, unknown>, context: ValidationContext): FieldWrites {
  const writes: FieldWrites = {};
  for (const [name, value] of Object.entries(input)) {
    const field = findField(table, name);
    if (!field) throw unknownFieldName(name);
    writes[name] = value === null ? null : normaliseCell(field, value, context);
  }
  return writes;
}

function normaliseCell(field: FieldSchema, value: unknown, context: ValidationContext): CellValue | null {
  switch (field.type) {
    case 'singleLineText':
    case 'multilineText':
    case 'email':
      return textCell(field, value, context.typecast);
    case 'number':
      return numberCell(field, value, context.typecast);
    case 'checkbox':
      return checkboxCell(field, value, context.typecast);
    case 'date':
      return dateCell(field, value, context.typecast);
    case 'singleSelect':
      return selectCell(field, value, context);
  }
}

function rejection(field: FieldSchema, value: unknown, typecast: boolean) {
  return typecast ? cannotParseValue(field.name, value) : cannotAcceptValue(field.name);
}

/** Typecast turns numbers and booleans into text; without it only strings are text. */
function asText(field: FieldSchema, value: unknown, typecast: boolean): string {
  if (typeof value === 'string') return value;
  if (typecast && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
  throw rejection(field, value, typecast);
}

export const longTextMaxChars = 100_000;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const lineBreak = /[\r\n]/;
const lineBreaksWithSpace = /\s*[\r\n]+\s*/g;

function textCell(field: FieldSchema, value: unknown, typecast: boolean): string | null {
  let text = asText(field, value, typecast);
  if (text === '') return null;
  // Unconfirmed whether Airtable stores a line break in a single-line field; refusing it is the safe side,
  // since code that passes here then also works if Airtable does refuse it.
  if (field.type === 'singleLineText' && lineBreak.test(text)) {
    if (!typecast) throw cannotAcceptValue(field.name);
    text = text.replace(lineBreaksWithSpace, ' ');
  }
  if (field.type === 'email' && !emailPattern.test(text)) throw rejection(field, value, typecast);
  // Airtable's long text holds at most 100,000 characters; a longer write fails the whole request.
  if (field.type === 'multilineText' && text.length > longTextMaxChars) throw cannotAcceptValue(field.name);
  return text;
}

function numberCell(field: FieldSchema, value: unknown, typecast: boolean): number | null {
  if (typeof value === 'number') return value;
  if (typecast && typeof value === 'string') {
    const text = value.trim().replaceAll(',', '');
    if (text === '') return null;
    const parsed = Number(text);
    if (Number.isFinite(parsed)) return parsed;
  }
  throw rejection(field, value, typecast);
}

const checkedWords = new Set(['true', 'yes', 'checked', '1']);
const uncheckedWords = new Set(['false', 'no', 'unchecked', '0', '']);

/** Airtable reads an unchecked box back as empty, so false is stored as a cleared cell. */
function checkboxCell(field: FieldSchema, value: unknown, typecast: boolean): true | null {
  if (typeof value === 'boolean') return value || null;
  if (typecast && typeof value === 'number') return value !== 0 || null;
  if (typecast && typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (checkedWords.has(word)) return true;
    if (uncheckedWords.has(word)) return null;
  }
  throw rejection(field, value, typecast);
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Date cells hold a UTC calendar date, `YYYY-MM-DD`. */
function dateCell(field: FieldSchema, value: unknown, typecast: boolean): string | null {
  if (typeof value !== 'string') throw rejection(field, value, typecast);
  if (value === '') return null;
  const day = isoDate.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const check = new Date(Date.UTC(year, month - 1, date));
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date) return value;
    throw rejection(field, value, typecast);
  }
  if (isoDateTime.test(value) && Number.isFinite(Date.parse(value))) return new Date(value).toISOString().slice(0, 10);
  if (typecast) {
    // A free-form date ("March 3, 2024") names a calendar day, so read it in local time, not as a UTC instant.
    const parsed = new Date(value);
    if (Number.isFinite(parsed.getTime())) return `${pad(parsed.getFullYear(), 4)}-${pad(parsed.getMonth() + 1)}-${pad(parsed.getDate())}`;
  }
  throw rejection(field, value, typecast);
}

function selectCell(field: FieldSchema, value: unknown, context: ValidationContext): string | null {
  const option = asText(field, value, context.typecast);
  if (option === '') return null;
  const added = context.newChoices.get(field.name);
  if (context.choicesOf(field).includes(option) || added?.has(option)) return option;
  if (!context.typecast) throw unknownSelectOption(option);
  if (added) added.add(option);
  else context.newChoices.set(field.name, new Set([option]));
  return option;
}
