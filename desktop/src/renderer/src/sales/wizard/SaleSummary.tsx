import { Divider, Group, Stack, Text } from '@mantine/core';
import type { SaleTotals } from '@banco/shared';
import { formatCents } from '../../format/format.ts';

/** The sale's figures (step 3's final summary, step 4's total): subtotal, discounts, services, delivery, total. */
export function SaleSummary({ totals }: { totals: SaleTotals }) {
  const row = (label: string, cents: number, sign = '') => (
    <Group justify="space-between">
      <Text size="sm">{label}</Text>
      <Text size="sm">
        {sign}
        {formatCents(cents)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} aria-label="Totali della vendita">
      {row('Subtotale', totals.subtotalCents)}
      {totals.discountCents > 0 ? row('Sconti', totals.discountCents, '−') : null}
      {totals.servicesCents > 0 ? row('Servizi', totals.servicesCents) : null}
      <Group justify="space-between">
        <Text size="sm">Consegna</Text>
        <Text size="sm">{totals.deliveryCents === 0 ? 'Gratuita' : formatCents(totals.deliveryCents)}</Text>
      </Group>
      <Divider my={4} />
      <Group justify="space-between">
        <Text fw={700}>Totale</Text>
        <Text fw={700} size="lg" data-testid="sale-total">
          {formatCents(totals.totalCents)}
        </Text>
      </Group>
    </Stack>
  );
}
