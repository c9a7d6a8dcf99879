import { Paper, Table } from '@mantine/core';
import type { ComparisonTable as ComparisonTableData } from '../../../../content/types.ts';
import { interfaceLabels } from '../../../../content/interface-labels.ts';

const highlight = { background: 'var(--mantine-primary-color-light)', fontWeight: 600 } as const;

/** A feature-by-feature comparison; our own column is highlighted. Scrolls sideways on small screens. */
export function ComparisonTable({ table }: { table: ComparisonTableData }) {
  return (
    <Paper p={0} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="md" horizontalSpacing="lg" striped captionSide="top">
          <Table.Caption>{table.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{interfaceLabels.comparisonFeature}</Table.Th>
              {table.columns.map((column, index) => (
                <Table.Th key={column} scope="col" style={index === table.highlightColumn ? highlight : undefined}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row) => (
              <Table.Tr key={row.feature}>
                <Table.Th scope="row">{row.feature}</Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td key={table.columns[index] ?? index} style={index === table.highlightColumn ? highlight : undefined}>
                    {value}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
