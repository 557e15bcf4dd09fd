import { Group, Stack, Text } from '@mantine/core';
import type { SaleDetail } from '@banco/shared';
import { formatCount, formatMoney, formatPercent } from '../../format/format.ts';
import { COMMISSION_ROLE_LABELS } from './sale-format.ts';
import { SectionTitle } from './SectionTitle.tsx';

/** The loyalty points the customer earned and the commissions of the sale. */
export function SaleCommissions({ sale }: { sale: SaleDetail }) {
  return (
    <section aria-label="Punti e commissioni">
      <SectionTitle>Punti e commissioni</SectionTitle>
      <Stack gap={4}>
        <Text size="sm">
          {sale.customer_id === null ? (
            <Text span c="dimmed" size="sm">
              Nessun punto fedeltà: vendita senza cliente registrato
            </Text>
          ) : (
            <>
              Punti fedeltà guadagnati:{' '}
              <Text span fw={700} size="sm" data-testid="sale-detail-points">
                {formatCount(sale.points_earned)}
              </Text>
            </>
          )}
        </Text>
        {sale.commissions.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nessuna commissione
          </Text>
        ) : (
          sale.commissions.map((commission) => (
            <Group key={`${commission.role}-${commission.user_id}`} justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">
                {commission.user_name}{' '}
                <Text span size="xs" c="dimmed">
                  ({COMMISSION_ROLE_LABELS[commission.role]}, {formatPercent(commission.percent)})
                </Text>
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(commission.amount)}
              </Text>
            </Group>
          ))
        )}
      </Stack>
    </section>
  );
}
