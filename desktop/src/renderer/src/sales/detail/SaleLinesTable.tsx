import { Stack, Table, Text } from '@mantine/core';
import type { SaleDetail } from '@banco/shared';
import { formatCount, formatMoney } from '../../format/format.ts';
import { activationText, lineCodeText, lineDiscountText } from './sale-format.ts';
import { SectionTitle } from './SectionTitle.tsx';
import { CodeList } from '../../components/CodeList.tsx';

/** The products sold: product, IMEI or serial, quantity, unit price, discount, total, activation. */
export function SaleLinesTable({ lines }: { lines: SaleDetail['lines'] }) {
  return (
    <section aria-label="Prodotti">
      <SectionTitle>Prodotti</SectionTitle>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={6} horizontalSpacing="xs" aria-label="Prodotti venduti" data-testid="sale-detail-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Prodotto</Table.Th>
              <Table.Th ta="right">Qtà</Table.Th>
              <Table.Th ta="right">Prezzo</Table.Th>
              <Table.Th ta="right">Sconto</Table.Th>
              <Table.Th ta="right">Totale</Table.Th>
              <Table.Th>Attivazione</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const code = lineCodeText(line);
              return (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {line.product_name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {line.category}
                      </Text>
                      {code ? <CodeList codes={[code]} size="xs" /> : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(line.quantity)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(line.unit_price)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {lineDiscountText(line)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(line.total_price)}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{activationText(line.activation) ?? '—'}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
