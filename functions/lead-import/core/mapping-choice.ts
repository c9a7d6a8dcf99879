import { leadFields, requiredTargets, type ColumnChoice, type MappingTarget } from '../../../contracts/lead-import.ts';
import { matchAliases, type ColumnMapping } from './map.ts';

/** The target the aliases propose for each column, in header order ('ignore' when none), also when Name or Contact is missing. */
export function proposedTargets(header: readonly string[]): MappingTarget[] {
  const targets: MappingTarget[] = header.map(() => 'ignore');
  const mapping = matchAliases(header);
  for (const index of mapping.name) targets[index] = 'name';
  if (mapping.contact !== undefined) targets[mapping.contact] = 'contact';
  for (const key of ['company', 'status', 'source', 'notes'] as const) {
    const index = mapping[key];
    if (index !== undefined) targets[index] = key;
  }
  return targets;
}

/** The mapping as the import call takes it: `{ column: target }` for every column that fills a field. */
export function choiceFromMapping(header: readonly string[], mapping: ColumnMapping): ColumnChoice {
  const choice: ColumnChoice = {};
  for (const index of mapping.name) choice[header[index] ?? ''] = 'name';
  choice[header[mapping.contact] ?? ''] = 'contact';
  for (const key of ['company', 'status', 'source', 'notes'] as const) {
    const index = mapping[key];
    if (index !== undefined) choice[header[index] ?? ''] = key;
  }
  return choice;
}

export type ChoiceResult = { ok: true; mapping: ColumnMapping } | { ok: false; field: string; message: string };

/**
 * Staff's mapping checked against the file's header: every named column exists (once), each field but the name
 * takes one column, and Lead Name and Contact Information are filled. A refusal names the column or the field.
 */
export function mappingFromChoice(header: readonly string[], choice: ColumnChoice): ChoiceResult {
  const columns: Partial<Record<MappingTarget, number[]>> = {};
  for (const [column, target] of Object.entries(choice)) {
    const indexes = header.flatMap((name, index) => (name === column ? [index] : []));
    const field = `mapping.${column}`;
    if (indexes.length === 0) return { ok: false, field, message: `The file has no column "${column}"` };
    if (indexes.length > 1 && target !== 'ignore') return { ok: false, field, message: `The file has ${indexes.length} columns named "${column}"; rename them to map one` };
    if (target !== 'ignore') (columns[target] ??= []).push(indexes[0] as number);
  }
  for (const target of requiredTargets) {
    if (!columns[target]) return { ok: false, field: `mapping.${target}`, message: `Map a column to ${leadFields[target]}: it is required` };
  }
  for (const target of ['contact', 'company', 'status', 'source', 'notes'] as const) {
    if ((columns[target]?.length ?? 0) > 1) return { ok: false, field: `mapping.${target}`, message: `Only one column can fill ${leadFields[target]}` };
  }
  const one = (target: 'company' | 'status' | 'source' | 'notes') => columns[target]?.[0];
  const mapping: ColumnMapping = {
    columns: header.length,
    name: (columns.name ?? []).sort((a, b) => a - b),
    contact: columns.contact?.[0] as number,
    ...(one('company') === undefined ? {} : { company: one('company') }),
    ...(one('status') === undefined ? {} : { status: one('status') }),
    ...(one('source') === undefined ? {} : { source: one('source') }),
    ...(one('notes') === undefined ? {} : { notes: one('notes') }),
  };
  return { ok: true, mapping };
}
