import { Table, Text } from '@mantine/core';
import { type CashCount } from '@banco/shared';
import { formatCents } from '../../format/format.ts';
import { countedLines } from './cash-count-form.ts';

/** The notes and coins of a count that are there (at least one piece): taglio, pezzi, valore. */
export function CountedTable({ count, label }: { count: CashCount; label: string }) {
  const lines = countedLines(count);
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nessuna banconota o moneta contata.
      </Text>
    );
  }
  return (
    <Table fz="sm" verticalSpacing={4} aria-label={label} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Taglio</Table.Th>
          <Table.Th ta="right">Pezzi</Table.Th>
          <Table.Th ta="right">Valore</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={`${line.denomination.kind}-${line.denomination.key}`}>
            <Table.Td>{line.denomination.label}</Table.Td>
            <Table.Td ta="right">{line.pieces}</Table.Td>
            <Table.Td ta="right">{formatCents(line.cents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
