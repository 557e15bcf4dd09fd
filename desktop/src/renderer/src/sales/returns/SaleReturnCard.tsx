import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowsExchange } from '@tabler/icons-react';
import { RETURN_MSG, type SaleForReturn } from '@banco/shared';
import { formatDateTime, formatMoney } from '../../format/format.ts';
import { LINE_STATUS_COLOURS, lineStatusText } from './line-status.ts';
import { customerText, lineCodeText } from '../detail/sale-format.ts';
import { returnableLines } from './return-form.ts';
import { RETURNS_TEXT } from './return-texts.ts';

/** Step 1's detail card (spec 2 §2.7): the chosen sale, each product's return status, 'Cambia vendita'. */
export function SaleReturnCard({ sale, onChange }: { sale: SaleForReturn; onChange(): void }) {
  const nothing = returnableLines(sale).length === 0;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Vendita selezionata">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Text fw={700} data-testid="return-sale-number">
              Vendita {sale.sale_number}
            </Text>
            <Text size="sm" c="dimmed">
              {[formatDateTime(sale.sale_date), sale.store_name, sale.consultant_name].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm">
              {customerText(sale.customer_name)}
              {sale.customer_phone ? ` · ${sale.customer_phone}` : ''}
              {sale.customer_tax_code ? ` · ${sale.customer_tax_code}` : ''}
            </Text>
          </Stack>
          <Group gap="sm">
            <Text fw={700}>{formatMoney(sale.total_amount)}</Text>
            <Button variant="default" size="xs" leftSection={<IconArrowsExchange size={14} aria-hidden />} onClick={onChange}>
              {RETURNS_TEXT.changeSale}
            </Button>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} aria-label="Stato di reso dei prodotti">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Prodotto</Table.Th>
                <Table.Th ta="right">Quantità</Table.Th>
                <Table.Th ta="right">Pagato</Table.Th>
                <Table.Th>Stato</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sale.lines.map((line) => (
                <Table.Tr key={line.sale_line_id} data-testid="return-line-status">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {line.product_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[line.brand, line.category, lineCodeText(line)].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {line.quantity}
                    {line.returned_quantity > 0 ? ` (resi ${line.returned_quantity})` : ''}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(line.total_price)}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={LINE_STATUS_COLOURS[line.status]}>
                      {lineStatusText(line)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {nothing ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={RETURN_MSG.nothingReturnable} role="alert">
            {RETURN_MSG.nothingReturnableHint}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
