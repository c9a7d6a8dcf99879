import { AirtableApiError } from './errors.ts';
import { findField, type TableSchema } from './schema.ts';
import type { CellValue } from './validate.ts';

/**
 * The part of Airtable's formula language `filterByFormula` needs here: `{Field}`, "text" / 'text' literals with
 * backslash escapes, numbers, `=` / `!=`, and OR, AND, NOT, LOWER, TRIM. Anything else is refused (422), never guessed:
 * a formula the stand-in evaluated differently from Airtable would make a test pass that production fails.
 */
type Value = string | number | boolean;
type Node =
  | { kind: 'literal'; value: Value }
  | { kind: 'field'; name: string }
  | { kind: 'call'; name: string; args: Node[] }
  | { kind: 'compare'; op: '=' | '!='; left: Node; right: Node };

export const invalidFormula = (detail: string) =>
  new AirtableApiError(422, { error: { type: 'INVALID_FILTER_BY_FORMULA', message: `The formula for filtering records is invalid: ${detail}` } });

const functions: Record<string, (args: Value[]) => Value> = {
  OR: (args) => args.some(truthy),
  AND: (args) => args.every(truthy),
  NOT: (args) => !truthy(args[0] ?? false),
  LOWER: (args) => String(args[0] ?? '').toLowerCase(),
  TRIM: (args) => String(args[0] ?? '').trim(),
};

function truthy(value: Value): boolean {
  return value !== '' && value !== 0 && value !== false;
}

function parse(text: string, table: TableSchema): Node {
  let at = 0;
  const skip = () => {
    while (/\s/.test(text[at] ?? '')) at += 1;
  };
  const fail = (what: string): never => {
    throw invalidFormula(`${what} at character ${at + 1}`);
  };

  function primary(): Node {
    skip();
    const char = text[at];
    if (char === '{') {
      const end = text.indexOf('}', at);
      if (end < 0) fail('an unclosed field name');
      const name = text.slice(at + 1, end);
      at = end + 1;
      if (!findField(table, name)) throw invalidFormula(`Unknown field names: ${name.toLowerCase()}`);
      return { kind: 'field', name };
    }
    if (char === '"' || char === "'") {
      let value = '';
      at += 1;
      while (at < text.length && text[at] !== char) {
        if (text[at] === '\\') at += 1;
        value += text[at] ?? '';
        at += 1;
      }
      if (text[at] !== char) fail('an unclosed text');
      at += 1;
      return { kind: 'literal', value };
    }
    const number = /^\d+(?:\.\d+)?/.exec(text.slice(at));
    if (number) {
      at += number[0].length;
      return { kind: 'literal', value: Number(number[0]) };
    }
    const name = /^[A-Z]+/i.exec(text.slice(at))?.[0].toUpperCase();
    if (!name) return fail('an unexpected character');
    if (!functions[name]) throw invalidFormula(`${name} is not supported by the local Airtable API server`);
    at += name.length;
    skip();
    if (text[at] !== '(') fail('a missing "("');
    at += 1;
    const args: Node[] = [];
    skip();
    if (text[at] === ')') at += 1;
    else {
      for (;;) {
        args.push(expression());
        skip();
        if (text[at] === ',') at += 1;
        else if (text[at] === ')') {
          at += 1;
          break;
        } else fail('a missing ")"');
      }
    }
    return { kind: 'call', name, args };
  }

  function expression(): Node {
    const left = primary();
    skip();
    const op = text.startsWith('!=', at) ? '!=' : text[at] === '=' ? '=' : undefined;
    if (!op) return left;
    at += op.length;
    return { kind: 'compare', op, left, right: primary() };
  }

  const node = expression();
  skip();
  if (at < text.length) fail('unexpected text');
  return node;
}

function evaluate(node: Node, fields: Record<string, CellValue>): Value {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'field':
      return fields[node.name] ?? '';
    case 'call':
      return (functions[node.name] as (args: Value[]) => Value)(node.args.map((arg) => evaluate(arg, fields)));
    case 'compare': {
      const equal = evaluate(node.left, fields) === evaluate(node.right, fields);
      return node.op === '=' ? equal : !equal;
    }
  }
}

/** A record filter for the formula; throws the 422 Airtable would answer for a formula it cannot read. */
export function formulaFilter(formula: string, table: TableSchema): (fields: Record<string, CellValue>) => boolean {
  if (formula.trim() === '') return () => true;
  const node = parse(formula, table);
  return (fields) => truthy(evaluate(node, fields));
}
