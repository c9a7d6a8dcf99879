import { describe, expect, it } from 'vitest';
import { AirtableApiError } from './errors.ts';
import type { FieldSchema, TableSchema } from './schema.ts';
import { validateFields, type ValidationContext } from './validate.ts';

const table: TableSchema = {
  id: 'tblTypes000000000',
  name: 'Types',
  fields: [
    { name: 'Text', type: 'singleLineText' },
    { name: 'Long', type: 'multilineText' },
    { name: 'Email', type: 'email' },
    { name: 'Count', type: 'number' },
    { name: 'Done', type: 'checkbox' },
    { name: 'Day', type: 'date' },
    { name: 'Pick', type: 'singleSelect', choices: ['A', 'B'] },
  ],
};

function context(typecast: boolean): ValidationContext {
  return { typecast, choicesOf: (field: FieldSchema) => field.choices ?? [], newChoices: new Map() };
}

function errorOf(fields: Record<string, unknown>, typecast = false): unknown {
  try {
    validateFields(table, fields, context(typecast));
  } catch (error) {
    return error instanceof AirtableApiError ? error.body : error;
  }
  return undefined;
}

describe('validateFields', () => {
  it('keeps well-typed values and turns empty ones into clears', () => {
    const fields = { Text: 'a', Long: 'x\ny', Email: 'a@b.co', Count: 1.5, Done: false, Day: '2024-02-29', Pick: 'A' };
    expect(validateFields(table, fields, context(false))).toEqual({ Text: 'a', Long: 'x\ny', Email: 'a@b.co', Count: 1.5, Done: null, Day: '2024-02-29', Pick: 'A' });
    expect(validateFields(table, { Text: '', Pick: '', Day: null }, context(false))).toEqual({ Text: null, Pick: null, Day: null });
  });

  it('refuses wrong kinds of value without typecast', () => {
    const refused = (field: string) => ({ error: { type: 'INVALID_VALUE_FOR_COLUMN', message: `Field "${field}" cannot accept the provided value` } });
    expect(errorOf({ Count: '3' })).toEqual(refused('Count'));
    expect(errorOf({ Done: 'yes' })).toEqual(refused('Done'));
    expect(errorOf({ Day: '2023-02-29' })).toEqual(refused('Day'));
    expect(errorOf({ Email: 'not an email' })).toEqual(refused('Email'));
    expect(errorOf({ Text: ['a'] })).toEqual(refused('Text'));
  });

  it('converts with typecast where it can, and says what it could not parse', () => {
    const context_ = context(true);
    expect(validateFields(table, { Count: '1,200', Done: 'yes', Day: '2024-03-05T23:30:00-05:00', Text: 'a\nb', Pick: 7 }, context_)).toEqual({
      Count: 1200,
      Done: true,
      Day: '2024-03-06',
      Text: 'a b',
      Pick: '7',
    });
    expect([...(context_.newChoices.get('Pick') ?? [])]).toEqual(['7']);
    expect(errorOf({ Count: 'many' }, true)).toEqual({ error: { type: 'INVALID_VALUE_FOR_COLUMN', message: 'Cannot parse value "many" for field Count' } });
  });
});
