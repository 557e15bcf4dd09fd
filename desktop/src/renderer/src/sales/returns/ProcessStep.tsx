import { Alert, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { RETURN_MSG, RETURN_NOTES_MAX, RETURN_TYPE_LABELS, type ReturnQuote, type SaleForReturn } from '@banco/shared';
import { customerText } from '../detail/sale-format.ts';
import { formatMoney } from '../../format/format.ts';
import { AuthorizationBox } from '../wizard/AuthorizationBox.tsx';
import { PaymentCollector } from '../wizard/PaymentCollector.tsx';
import type { ReturnPhotoDraft } from './photo-capture.ts';
import { QuoteSummary } from './QuoteSummary.tsx';
import { amountToPayCents, settlementOf } from './return-form.ts';
import type { ReturnStepProps } from './return-step-props.ts';
import { RETURNS_TEXT } from './return-texts.ts';
import { RefundMethodChoice } from './RefundMethodChoice.tsx';

interface ProcessStepProps extends ReturnStepProps {
  sale: SaleForReturn | undefined;
  quote: { shown: ReturnQuote | null; pending: boolean; error: string | null };
  photos: readonly ReturnPhotoDraft[];
}

/**
 * Step 3, Elaborazione (spec 2 §2.7, §5.5, §9): the return's summary, the refund method with the
 * server's figures (or, for an exchange the customer tops up, the sales payment step on the
 * difference), the customer's agreement and a manager's approval when the quote needs one.
 */
export function ProcessStep({ values, errors, set, sale, quote, photos }: ProcessStepProps) {
  const shown = quote.shown;
  if (sale === undefined) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {RETURN_MSG.chooseSaleFirst}
      </Alert>
    );
  }
  const settlement = shown === null ? null : settlementOf(shown);
  const needsApproval = shown?.requires_approval === true || values.approval !== null;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="sm" aria-label="Riepilogo della pratica">
          <Stack gap={4}>
            <Text fw={700}>
              {RETURN_TYPE_LABELS[values.type]} sulla vendita {sale.sale_number}
            </Text>
            <Text size="sm">Cliente: {customerText(sale.customer_name)}</Text>
            <Text size="sm">
              Prodotti: {shown?.lines.map((line) => `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.product_name}`).join(', ') ?? '—'}
            </Text>
            {values.type === 'exchange' && shown?.exchange ? (
              <Text size="sm">Nuovi prodotti: {shown.exchange.new_lines.map((line) => `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.product_name}`).join(', ')}</Text>
            ) : null}
            <Text size="sm" c="dimmed">
              Foto allegate: {photos.length}
            </Text>
          </Stack>
        </Paper>
        <QuoteSummary quote={shown} pending={quote.pending} error={quote.error} withLines={false} />
      </SimpleGrid>

      {shown === null ? null : settlement === 'refund' ? (
        <Stack gap="xs">
          {shown.balance_credit !== '0.00' ? (
            <Alert color="blue" variant="light" data-testid="return-balance-credit">
              {RETURNS_TEXT.balanceCredit(formatMoney(shown.balance_credit))}
            </Alert>
          ) : null}
          <RefundMethodChoice methods={shown.methods} value={values.refund_method} onChange={(method) => set('refund_method', method, ['refund_method'])} error={errors.refund_method} />
        </Stack>
      ) : settlement === 'customer_pays' ? (
        <Stack gap="xs">
          <Text fw={600}>Differenza da pagare</Text>
          <PaymentCollector
            storeId={sale.store_id}
            totalCents={amountToPayCents(shown)}
            payments={values.payments}
            onChange={(payments) => set('payments', payments, ['payments'])}
            customerId={sale.customer_id}
            registered={sale.customer_id !== null}
            error={errors.payments}
            totalLabel="Differenza da pagare"
          />
        </Stack>
      ) : (
        <Alert color="blue" variant="light">
          Nessuna differenza da pagare o da rimborsare.
        </Alert>
      )}

      <Textarea label="Note" placeholder="Note sulla pratica (facoltative)" autosize minRows={1} maxRows={3} maxLength={RETURN_NOTES_MAX} value={values.notes} onChange={(event) => set('notes', event.currentTarget.value, ['notes'])} error={errors.notes} />

      {needsApproval ? (
        <AuthorizationBox
          value={values.approval}
          field="approval"
          errors={errors}
          onChange={(approval, clear) => set('approval', approval, clear)}
          title={RETURNS_TEXT.approvalTitle}
          description={RETURNS_TEXT.approvalText}
        />
      ) : null}

      <Group>
        <Checkbox
          label={RETURNS_TEXT.agreementLabel}
          checked={values.customer_agreement}
          onChange={(event) => set('customer_agreement', event.currentTarget.checked, ['customer_agreement'])}
          error={errors.customer_agreement}
        />
      </Group>
      {shown !== null && settlement === 'refund' && values.refund_method !== null ? (
        <Text size="sm" c="dimmed" data-testid="refund-total">
          Al cliente: {formatMoney(shown.methods.find((method) => method.method === values.refund_method)?.final_amount ?? shown.refund_amount)}
        </Text>
      ) : null}
    </Stack>
  );
}
