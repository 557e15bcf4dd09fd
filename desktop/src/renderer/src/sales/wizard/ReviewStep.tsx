import { Alert, Checkbox, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { firstDeliveryDate, FREE_DELIVERY_ABOVE_CENTS, lineAmounts, moneyToCents, SALE_SERVICES, type MoneyString, type SaleServiceCode } from '@banco/shared';
import { DateField } from '../../components/DateField.tsx';
import { formatCents, formatCount, formatMoney } from '../../format/format.ts';
import { totalsOf } from './sale-form.ts';
import type { SaleStepProps } from './sale-step-props.ts';
import { SaleSummary } from './SaleSummary.tsx';
import { customerLabel } from './sale-labels.ts';

/** Step 3, Riepilogo (spec 2 §2.6): customer, products, the portability notice, services, delivery, notes and the totals. */
export function ReviewStep({ values, errors, set, rates }: SaleStepProps) {
  const totals = totalsOf(values, moneyToCents(rates.delivery_fee));
  const portability = values.lines.some((line) => line.activation !== null && line.activation.portability_number.trim() !== '');
  const toggle = (code: SaleServiceCode, on: boolean) => set('services', on ? [...values.services, code] : values.services.filter((chosen) => chosen !== code), ['services']);
  const chooseDelivery = (method: 'pickup' | 'delivery') => {
    set('delivery_method', method, ['delivery_address', 'delivery_date']);
    // spec 2 §4: choosing pickup clears the delivery address and date
    if (method === 'pickup') {
      set('delivery_address', '');
      set('delivery_date', '');
    }
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            Cliente
          </Text>
          <Text fw={600}>{customerLabel(values)}</Text>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            Prodotti
          </Text>
          <Stack gap={2}>
            {values.lines.map((line) => (
              <Group key={line.key} justify="space-between" wrap="nowrap" align="flex-start">
                {/* wraps rather than cut: the IMEI is what the cashier checks */}
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {formatCount(line.quantity)} × {line.product_name}
                  {line.imei ? ` (IMEI ${line.imei})` : ''}
                </Text>
                <Text size="sm">
                  {formatCents(lineAmounts({ unitPriceCents: moneyToCents(line.unit_price as MoneyString), quantity: line.quantity, discountPercent: line.discount_percent }).totalCents)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
      {portability ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title="Portabilità">
          La portabilità del numero richiede circa 4 giorni lavorativi: verifica lo stato dopo 4 giorni.
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Text fw={600}>Servizi aggiuntivi</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
          {SALE_SERVICES.map((service) => (
            <Checkbox
              key={service.code}
              checked={values.services.includes(service.code)}
              onChange={(event) => toggle(service.code, event.currentTarget.checked)}
              label={`${service.label} — ${formatCents(service.priceCents)}`}
              description={service.description}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Text fw={600}>Consegna</Text>
        <SegmentedControl
          aria-label="Modalità di consegna"
          data={[
            { value: 'pickup', label: 'Ritiro in negozio' },
            { value: 'delivery', label: 'Consegna a domicilio' },
          ]}
          value={values.delivery_method}
          onChange={(next) => chooseDelivery(next === 'delivery' ? 'delivery' : 'pickup')}
        />
        {values.delivery_method === 'delivery' ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <TextInput label="Indirizzo di consegna" required value={values.delivery_address} onChange={(e) => set('delivery_address', e.currentTarget.value, ['delivery_address'])} error={errors.delivery_address} />
            <DateField label="Data di consegna" minDate={firstDeliveryDate()} value={values.delivery_date} onChange={(next) => set('delivery_date', next, ['delivery_date'])} error={errors.delivery_date} />
          </SimpleGrid>
        ) : null}
        <Text size="xs" c="dimmed">
          {moneyToCents(rates.delivery_fee) === 0
            ? 'La consegna a domicilio è gratuita; il ritiro in negozio è sempre gratuito.'
            : `Consegna ${formatMoney(rates.delivery_fee)}, gratuita sopra ${formatCents(FREE_DELIVERY_ABOVE_CENTS)}; il ritiro in negozio è sempre gratuito.`}
        </Text>
      </Stack>
      <Textarea label="Note" autosize minRows={2} maxLength={1000} value={values.notes} onChange={(e) => set('notes', e.currentTarget.value, ['notes'])} error={errors.notes} />
      <Paper withBorder radius="md" p="sm">
        <SaleSummary totals={totals} />
      </Paper>
    </Stack>
  );
}
