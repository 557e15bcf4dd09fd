import { Anchor, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { SaleSummary } from '@banco/shared';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatMoney } from '../../format/format.ts';
import { customerText, momentText, paymentMethodsText } from '../detail/sale-format.ts';
import { DASHBOARD_TEXT } from './dashboard-texts.ts';
import './recent-sales.css';

/** 'Vendite Recenti' (spec 2 §2.10): the store's latest sales; each opens its detail. */
export function RecentSales({ sales, onOpen }: { sales: readonly SaleSummary[]; onOpen(sale: SaleSummary): void }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="recent-sales-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="recent-sales-title">
          Vendite Recenti
        </Title>
        <Anchor component={Link} to="/sales/list" size="sm">
          Vedi tutte
        </Anchor>
      </Group>
      {sales.length === 0 ? (
        <EmptyState icon={IconReceipt} title={DASHBOARD_TEXT.noRecentSales} />
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sales.map((sale) => (
            <li key={sale.id}>
              <UnstyledButton className="banco-recent-sale" w="100%" p="xs" onClick={() => onOpen(sale)} data-testid="recent-sale">
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600} ff="monospace">
                        {sale.sale_number}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {momentText(sale.sale_date)}
                      </Text>
                    </Group>
                    <Text size="sm" truncate c={sale.customer_name === null ? 'dimmed' : undefined}>
                      {customerText(sale.customer_name)}
                    </Text>
                  </Stack>
                  <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                    <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(sale.total_amount)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {paymentMethodsText(sale.payment_methods)}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
