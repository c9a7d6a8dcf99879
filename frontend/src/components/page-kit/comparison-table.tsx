import { Paper, Table } from '@mantine/core';
import type { ComparisonTable as ComparisonTableData } from '../../../../content/types.ts';
import { interfaceLabels } from '../../../../content/interface-labels.ts';
import classes from './comparison-table.module.css';

/** A feature-by-feature comparison, our own column highlighted; on phones each row becomes a card (see the CSS). */
export function ComparisonTable({ table }: { table: ComparisonTableData }) {
  const ours = (index: number) => (index === table.highlightColumn ? '' : undefined);
  return (
    <Paper p={0} style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="md" horizontalSpacing="lg" striped captionSide="top" className={classes.table} role="table">
        <Table.Caption>{table.caption}</Table.Caption>
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            <Table.Th scope="col" role="columnheader">
              {interfaceLabels.comparisonFeature}
            </Table.Th>
            {table.columns.map((column, index) => (
              <Table.Th key={column} scope="col" role="columnheader" data-ours={ours(index)}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {table.rows.map((row) => (
            <Table.Tr key={row.feature} role="row">
              <Table.Th scope="row" role="rowheader">
                {row.feature}
              </Table.Th>
              {row.values.map((value, index) => (
                <Table.Td key={table.columns[index] ?? index} role="cell" data-label={table.columns[index]} data-ours={ours(index)}>
                  {value}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
