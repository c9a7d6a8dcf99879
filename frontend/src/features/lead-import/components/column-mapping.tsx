import { NativeSelect, Table, Text } from '@mantine/core';
import { mappingTargetLabels, mappingTargets, requiredTargets, type ColumnChoice, type MappingTarget } from '../../../../../contracts/lead-import.ts';

const options = mappingTargets.map((target) => ({ value: target, label: mappingTargetLabels[target] }));

/** The required fields no column fills yet, by their Airtable names. */
export function missingRequired(targets: readonly MappingTarget[]): string[] {
  return requiredTargets.filter((target) => !targets.includes(target)).map((target) => mappingTargetLabels[target]);
}

/** The mapping as the import call takes it; columns left on 'ignore' are left out. */
export function toColumnChoice(header: readonly string[], targets: readonly MappingTarget[]): ColumnChoice {
  return Object.fromEntries(header.flatMap((column, index) => (targets[index] && targets[index] !== 'ignore' ? [[column, targets[index]]] : [])));
}

/** Each CSV column with the Leads field it fills, proposed from the aliases and changeable. */
export function ColumnMapping({ header, targets, onChange }: { header: readonly string[]; targets: readonly MappingTarget[]; onChange: (targets: MappingTarget[]) => void }) {
  const missing = missingRequired(targets);
  return (
    <section aria-labelledby="column-mapping-title">
      <Text id="column-mapping-title" fw={600} size="sm" mb={4}>
        Column mapping
      </Text>
      <Table withTableBorder verticalSpacing={4} aria-labelledby="column-mapping-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>CSV column</Table.Th>
            <Table.Th>Fills</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {header.map((column, index) => (
            <Table.Tr key={`${index}-${column}`}>
              <Table.Td>{column || <Text c="dimmed" span>{`(column ${index + 1} has no name)`}</Text>}</Table.Td>
              <Table.Td>
                <NativeSelect
                  size="xs"
                  aria-label={`Field for column ${column || index + 1}`}
                  data={options}
                  value={targets[index] ?? 'ignore'}
                  onChange={(event) => onChange(targets.map((target, i) => (i === index ? (event.currentTarget.value as MappingTarget) : target)))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {missing.length > 0 && (
        <Text size="sm" c="red" mt={4} role="alert">
          {`Map a column to ${missing.join(' and ')} to import: ${missing.length === 1 ? 'it is' : 'they are'} required.`}
        </Text>
      )}
    </section>
  );
}
