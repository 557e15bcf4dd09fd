import { Stack, Table, Text } from '@mantine/core';
import type { Shift } from '@banco/shared';
import { formatMoney } from '../../format/format.ts';
import { methodTotals, takingsTotal } from './shift-summary.ts';

/**
 * The shift's takings per payment method and their total (the server's figures), and the cash that
 * returns took out of the drawer, wherever the takings are shown (the closing's summary, its result):
 * without it the expected cash did not add up.
 */
export function MethodTotalsTable({ shift }: { shift: Pick<Shift, 'totals_by_method' | 'cash_refunds'> }) {
  return (
    <Stack gap={4}>
      <TakingsTable shift={shift} />
      {shift.cash_refunds !== '0.00' ? (
        <Text size="sm" data-testid="shift-cash-refunds">
          Rimborsi in contanti (resi): {formatMoney(shift.cash_refunds)}
        </Text>
      ) : null}
    </Stack>
  );
}

function TakingsTable({ shift }: { shift: Pick<Shift, 'totals_by_method'> }) {
  const rows = methodTotals(shift);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nessun incasso in questo turno.
      </Text>
    );
  }
  return (
    <Table fz="sm" verticalSpacing={4} withTableBorder aria-label="Incassi per metodo di pagamento">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Metodo di pagamento</Table.Th>
          <Table.Th ta="right">Incassato</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.method}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>Totale incassato</Table.Th>
          <Table.Th ta="right">{formatMoney(takingsTotal(shift))}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
