import { Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, type MoneyString, type SaleDetail } from '@banco/shared';
import { formatMoney } from '../../format/format.ts';
import { installmentsText, minusMoney } from './sale-format.ts';
import { SectionTitle } from './SectionTitle.tsx';

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

const positive = (value: MoneyString) => value !== '0.00';

/** How the sale was paid (methods, installments) beside its totals and the change given. */
export function SalePaymentsTotals({ sale }: { sale: SaleDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <section aria-label="Pagamenti">
        <SectionTitle>Pagamenti</SectionTitle>
        <Stack gap={4}>
          {sale.payments.map((payment, index) => {
            const plan = installmentsText(payment.installments);
            return (
              <Stack key={`${payment.method}-${index}`} gap={0}>
                <Row label={PAYMENT_METHOD_LABELS[payment.method]} value={formatMoney(payment.amount)} />
                {plan || payment.notes ? (
                  <Text size="xs" c="dimmed">
                    {[plan, payment.notes].filter(Boolean).join(' · ')}
                  </Text>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      </section>
      <section aria-label="Totali">
        <SectionTitle>Totali</SectionTitle>
        <Stack gap={4}>
          <Row label="Subtotale" value={formatMoney(sale.subtotal)} />
          {positive(sale.total_discount) ? <Row label="Sconto" value={minusMoney(sale.total_discount)} /> : null}
          {positive(sale.services_total) ? <Row label="Servizi" value={formatMoney(sale.services_total)} /> : null}
          <Row label="Consegna" value={positive(sale.delivery_total) ? formatMoney(sale.delivery_total) : 'Gratuita'} />
          <Divider my={2} />
          <Row label="Totale" value={formatMoney(sale.total_amount)} strong testId="sale-detail-total" />
          {positive(sale.change_amount) ? <Row label="Resto" value={formatMoney(sale.change_amount)} /> : null}
        </Stack>
      </section>
    </SimpleGrid>
  );
}
