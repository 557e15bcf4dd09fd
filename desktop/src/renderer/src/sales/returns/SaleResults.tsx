import { Alert, Badge, Button, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { RETURN_MSG, type ReturnSaleResult } from '@banco/shared';
import { customerText } from '../detail/sale-format.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { countOf, formatDateTime, formatMoney } from '../../format/format.ts';

interface SaleResultsProps {
  sales: readonly ReturnSaleResult[] | undefined;
  searching: boolean;
  /** The search's failure (the server's message); null when none. */
  failure: string | null;
  onSelect(sale: ReturnSaleResult): void;
}

/** Step 1's results (spec 2 §2.7, §8): each sale with 'Restituibile' / 'Non restituibile', or 'Nessuna vendita trovata'. */
export function SaleResults({ sales, searching, failure, onSelect }: SaleResultsProps) {
  if (failure !== null) {
    return (
      <Alert color="red" variant="light" role="alert">
        {failure}
      </Alert>
    );
  }
  if (sales === undefined) {
    return searching ? (
      <Group justify="center" py="md" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Ricerca in corso...</Text>
      </Group>
    ) : null;
  }
  if (sales.length === 0) return <EmptyState icon={IconReceiptOff} title={RETURN_MSG.noSalesFound} hint={RETURN_MSG.noSalesFoundHint} />;
  return (
    <Paper withBorder radius="md" p={0}>
      <ScrollArea.Autosize mah={260} type="auto">
        <Stack gap={0} role="list" aria-label="Vendite trovate" aria-busy={searching}>
          {sales.map((sale) => (
            <Group
              key={sale.id}
              justify="space-between"
              wrap="nowrap"
              px="sm"
              py={6}
              role="listitem"
              data-testid="return-sale-result"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} ff="monospace">
                    {sale.sale_number}
                  </Text>
                  <Badge size="sm" variant="light" color={sale.returnable ? 'green' : 'gray'}>
                    {sale.returnable ? 'Restituibile' : 'Non restituibile'}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {[formatDateTime(sale.sale_date), customerText(sale.customer_name), sale.store_name, countOf(sale.items_count, 'articolo', 'articoli')].join(' · ')}
                </Text>
              </Stack>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(sale.total_amount)}
                </Text>
                <Button size="xs" variant="light" onClick={() => onSelect(sale)} aria-label={`Seleziona vendita ${sale.sale_number}`}>
                  Seleziona
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
