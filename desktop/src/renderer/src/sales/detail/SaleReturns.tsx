import { Group, Stack, Text } from '@mantine/core';
import { RETURN_TYPE_LABELS, type SaleDetail } from '@banco/shared';
import { formatDateTime, formatMoney } from '../../format/format.ts';
import { SectionTitle } from './SectionTitle.tsx';

/** The returns and exchanges made on the sale (issue 11): shown only when there are some. */
export function SaleReturns({ sale }: { sale: SaleDetail }) {
  if (sale.returns.length === 0) return null;
  return (
    <section aria-label="Resi e cambi">
      <SectionTitle>Resi e cambi</SectionTitle>
      <Stack gap={4}>
        {sale.returns.map((done) => (
          <Group key={done.id} justify="space-between" gap="sm" wrap="nowrap" data-testid="sale-detail-return">
            <Text size="sm">
              {RETURN_TYPE_LABELS[done.type]} {done.return_number}{' '}
              <Text span size="xs" c="dimmed">
                ({formatDateTime(done.created_at)}
                {done.refund_method_label ? `, ${done.refund_method_label}` : ''})
              </Text>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(done.final_amount)}
            </Text>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
