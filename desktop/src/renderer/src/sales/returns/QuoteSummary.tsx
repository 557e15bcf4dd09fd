import { Alert, Badge, Divider, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { RETURN_CONDITION_LABELS, RETURN_MSG, type ReturnQuote } from '@banco/shared';
import { formatMoney, formatPercent } from '../../format/format.ts';
import { CONDITION_COLOURS, RETURNS_TEXT } from './return-texts.ts';

interface QuoteSummaryProps {
  /** The last quote (kept on screen while the next one is computed); null before the first. */
  quote: ReturnQuote | null;
  pending: boolean;
  error: string | null;
  /** Each product's condition line (step 2), or only the totals (step 3's summary repeats them). */
  withLines?: boolean;
  /** What is missing before the server can price the return. */
  emptyText?: string;
}

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** What the exchange's balance says: who pays whom, and how much. */
export function exchangeBalanceText(exchange: NonNullable<ReturnQuote['exchange']>): string {
  if (exchange.direction === 'customer_pays') return `Il cliente paga ${formatMoney(exchange.difference)}`;
  if (exchange.direction === 'refund') return `Da rimborsare al cliente ${formatMoney(exchange.difference)}`;
  return 'Nessuna differenza';
}

/** The server's figures of the return (spec 2 §2.7, §3.6): each product's condition, estimated value, fees, net refund; an exchange's balance. */
export function QuoteSummary({ quote, pending, error, withLines = true, emptyText = RETURN_MSG.noProductSelected }: QuoteSummaryProps) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Riepilogo del reso" aria-busy={pending}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>Riepilogo</Text>
          {pending ? (
            <Group gap={6} role="status">
              <Loader size="xs" />
              <Text size="xs" c="dimmed">
                {RETURNS_TEXT.quoteLoading}
              </Text>
            </Group>
          ) : null}
        </Group>
        {error !== null ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {error}
          </Alert>
        ) : null}
        {quote === null ? (
          error === null && !pending ? (
            <Text size="sm" c="dimmed">
              {emptyText}
            </Text>
          ) : null
        ) : (
          <>
            {withLines
              ? quote.lines.map((line) => (
                  <Stack key={line.sale_line_id} gap={0} data-testid="quote-line">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={500} truncate>
                        {line.quantity > 1 ? `${line.quantity} × ` : ''}
                        {line.product_name}
                      </Text>
                      <Badge size="sm" variant="light" color={CONDITION_COLOURS[line.condition]}>
                        {RETURN_CONDITION_LABELS[line.condition]}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {[
                        line.total_impact > 0 ? `Difetti −${formatPercent(Math.min(line.total_impact, 100))}` : 'Nessun difetto',
                        `valore ${formatMoney(line.return_value)}`,
                        line.restocking_percent > 0 ? `ripristino ${formatPercent(line.restocking_percent)}` : null,
                        line.resellable ? 'rivendibile' : 'non rivendibile',
                        line.has_major_defect ? 'difetto grave' : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                ))
              : null}
            {withLines ? <Divider my={2} /> : null}
            <Row label="Valore originale" value={formatMoney(quote.original_amount)} />
            <Row label="Valore stimato" value={formatMoney(quote.return_value)} testId="quote-return-value" />
            <Row label="Costi di ripristino" value={quote.restocking_fees === '0.00' ? formatMoney(quote.restocking_fees) : `−${formatMoney(quote.restocking_fees)}`} testId="quote-fees" />
            <Row label="Rimborso netto" value={formatMoney(quote.refund_amount)} strong testId="quote-refund" />
            {quote.exchange !== null ? (
              <>
                <Divider my={2} />
                <Row label="Nuovi prodotti" value={formatMoney(quote.exchange.new_products_value)} />
                <Row label="Differenza" value={exchangeBalanceText(quote.exchange)} strong testId="quote-exchange-balance" />
              </>
            ) : null}
            {quote.requires_approval ? (
              <Group gap={6} wrap="nowrap" c="orange.8">
                <IconLock size={14} aria-hidden />
                <Text size="xs">{RETURN_MSG.approvalRequired}</Text>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
