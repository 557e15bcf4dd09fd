import { Badge, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { SaleSummary } from '@banco/shared';
import { formatCount, formatDateTime, formatMoney } from '../../format/format.ts';
import { customerText, paymentMethodsText, SALE_STATUS_COLORS, SALE_STATUS_LABELS } from '../detail/sale-format.ts';
import './sales-table.css';

interface SalesTableProps {
  sales: readonly SaleSummary[];
  onOpen(sale: SaleSummary): void;
}

/**
 * The sales list: Numero, Data, Negozio, Cliente, Consulente, Articoli, Totale, Pagamenti. A click on
 * a row opens the sale; from the keyboard its number is a button (Tab, Enter).
 */
export function SalesTable({ sales, onOpen }: SalesTableProps) {
  return (
    <div className="banco-sales-table">
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-label="Vendite">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Numero</Table.Th>
              <Table.Th>Data</Table.Th>
              <Table.Th className="banco-wide-only">Negozio</Table.Th>
              <Table.Th>Cliente</Table.Th>
              <Table.Th className="banco-wide-only">Consulente</Table.Th>
              <Table.Th ta="right">Articoli</Table.Th>
              <Table.Th ta="right">Totale</Table.Th>
              <Table.Th>Pagamenti</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sales.map((sale) => (
              <SaleRow key={sale.id} sale={sale} onOpen={onOpen} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

function SaleRow({ sale, onOpen }: { sale: SaleSummary; onOpen(sale: SaleSummary): void }) {
  const place = [sale.store_name, sale.consultant_name].filter(Boolean).join(' · ');
  return (
    <Table.Tr data-testid="sale-row" data-sale-number={sale.sale_number} onClick={() => onOpen(sale)}>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <UnstyledButton
            className="banco-sale-open"
            aria-label={`Apri vendita ${sale.sale_number}`}
            onClick={(event) => {
              // the row's own click opens it once
              event.stopPropagation();
              onOpen(sale);
            }}
          >
            <Text size="sm" fw={600} ff="monospace" c="banco.7">
              {sale.sale_number}
            </Text>
          </UnstyledButton>
          {sale.status === 'completed' ? null : (
            <Badge size="xs" variant="light" color={SALE_STATUS_COLORS[sale.status]}>
              {SALE_STATUS_LABELS[sale.status]}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(sale.sale_date)}
        </Text>
      </Table.Td>
      <Table.Td className="banco-wide-only">
        <Text size="sm">{sale.store_name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={sale.customer_name === null ? 'dimmed' : undefined}>
          {customerText(sale.customer_name)}
        </Text>
        <Text size="xs" c="dimmed" className="banco-narrow-only">
          {place}
        </Text>
      </Table.Td>
      <Table.Td className="banco-wide-only">
        <Text size="sm">{sale.consultant_name ?? '—'}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{formatCount(sale.items_count)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(sale.total_amount)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{paymentMethodsText(sale.payment_methods)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
