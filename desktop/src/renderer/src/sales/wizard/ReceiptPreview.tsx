import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { NOT_FISCAL, PAYMENT_METHOD_LABELS, receiptPointsText, SALE_SERVICES, type ReceiptBranding, type SaleDetail } from '@banco/shared';
import { ReceiptLines, ReceiptLogo } from '../../components/ReceiptBrandingParts.tsx';
import { formatCount, formatDateTime, formatMoney, formatPercent } from '../../format/format.ts';

interface ReceiptPreviewProps {
  sale: SaleDetail;
  /** The company's logo and receipt lines (Personalizzazione); null until loaded. */
  branding: ReceiptBranding | null;
  /** The store's address line, when known. */
  storeAddress: string | null;
  /** The customer's points after the sale (null: a walk-in, or not loaded yet). */
  pointsBalance: number | null;
}

/**
 * The receipt as it will print (issue 10): the company's logo and receipt header, the store, the lines
 * with IMEI and discount, services, payments, change, points, the receipt footer.
 */
export function ReceiptPreview({ sale, branding, storeAddress, pointsBalance }: ReceiptPreviewProps) {
  const services = SALE_SERVICES.filter((service) => sale.services.includes(service.code));
  const row = (label: string, value: string, strong = false) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder radius="sm" p="md" maw={420} mx="auto" ff="monospace" aria-label="Anteprima ricevuta">
      <Stack gap={4}>
        <ReceiptLogo src={branding?.logo_url} />
        <ReceiptLines lines={branding?.header ?? []} testId="receipt-header" />
        <Text ta="center" fw={700}>
          {sale.store_name}
        </Text>
        {storeAddress ? (
          <Text ta="center" size="xs">
            {storeAddress}
          </Text>
        ) : null}
        <Text ta="center" size="xs">
          Ricevuta {sale.sale_number} — {formatDateTime(sale.sale_date)}
        </Text>
        <Text ta="center" size="xs">
          Cliente: {sale.customer_name ?? 'Cliente occasionale'}
        </Text>
        <Divider my={4} variant="dashed" />
        {sale.lines.map((line) => (
          <Stack key={line.id} gap={0}>
            {row(`${formatCount(line.quantity)} × ${line.product_name}`, formatMoney(line.total_price))}
            {line.imei ? <Text size="xs">IMEI {line.imei}</Text> : null}
            {line.serial_number ? <Text size="xs">S/N {line.serial_number}</Text> : null}
            {line.discount_percent > 0 ? (
              <Text size="xs">
                Sconto {formatPercent(line.discount_percent)} (−{formatMoney(line.discount_amount)})
              </Text>
            ) : null}
            {line.activation ? <Text size="xs">Attivazione {line.activation.operator}</Text> : null}
          </Stack>
        ))}
        {services.map((service) => (
          <Text key={service.code} size="sm">
            {service.label}
          </Text>
        ))}
        <Divider my={4} variant="dashed" />
        {row('Subtotale', formatMoney(sale.subtotal))}
        {sale.total_discount !== '0.00' ? row('Sconti', `−${formatMoney(sale.total_discount)}`) : null}
        {sale.services_total !== '0.00' ? row('Servizi', formatMoney(sale.services_total)) : null}
        {row('TOTALE', formatMoney(sale.total_amount), true)}
        {sale.payments.map((payment, index) => (
          <Stack key={`${payment.method}-${index}`} gap={0}>
            {row(`${PAYMENT_METHOD_LABELS[payment.method]}${payment.installments ? ` (${payment.installments} rate)` : ''}`, formatMoney(payment.amount))}
          </Stack>
        ))}
        {sale.change_amount !== '0.00' ? row('Resto', formatMoney(sale.change_amount)) : null}
        {sale.customer_id !== null ? row('Punti fedeltà', receiptPointsText(sale.points_earned, pointsBalance)) : null}
        <Divider my={4} variant="dashed" />
        <ReceiptLines lines={branding?.footer ?? []} testId="receipt-footer" />
        <Text ta="center" size="xs" fw={700}>
          {NOT_FISCAL}
        </Text>
      </Stack>
    </Paper>
  );
}
