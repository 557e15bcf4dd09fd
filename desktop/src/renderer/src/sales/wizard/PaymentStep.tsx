import { ActionIcon, Badge, Button, Checkbox, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  decimalToCents,
  INSTALLMENT_OPTIONS,
  PAYMENT_METHOD_LABELS,
  paymentAmountError,
  pointsEarned,
  QUICK_PAYMENT_PERCENTS,
  SALE_MSG,
  quickPaymentCents,
  centsToMoney,
  moneyToCents,
  NO_POINTS_METHODS,
  type PaymentMethod,
  type PaymentState,
} from '@banco/shared';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { formatCents, formatMoney } from '../../format/format.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { commissionPreview } from './commissions.ts';
import { couponPayment, hasRegisteredCustomer, paymentSummary, totalsOf, type PaymentValues } from './sale-form.ts';
import { customerLabel } from './sale-labels.ts';
import { AuthorizationBox } from './AuthorizationBox.tsx';
import { CommissionsCard } from './CommissionsCard.tsx';
import type { SaleStepProps } from './sale-step-props.ts';
import { useCustomerWallet } from './use-sale-lookups.ts';

/** What the counter takes by hand (coupons are picked from the customer's own). */
const OFFERED_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'bank_transfer', 'customer_credit', 'installments'];

const STATE_COLOURS: Record<PaymentState['kind'], string> = { remaining: 'orange', change: 'blue', complete: 'green' };

const centsOfTyped = (value: string): number => {
  try {
    return decimalToCents(value);
  } catch {
    return NaN;
  }
};

/** Step 4, Pagamento (spec 2 §2.6, §4, §5.3): the payments, 'Rimanente' / 'Resto' / 'Completato', commissions, receipt options. */
export function PaymentStep({ values, errors, set, rates }: SaleStepProps) {
  const user = useCurrentUser();
  const feeCents = moneyToCents(rates.delivery_fee);
  const summary = paymentSummary(values, feeCents);
  const remaining = summary.state.kind === 'remaining' ? summary.state.cents : 0;
  const registered = hasRegisteredCustomer(values);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [amount, setAmount] = useState('');
  const [installments, setInstallments] = useState<number>(INSTALLMENT_OPTIONS[0]);
  const [amountError, setAmountError] = useState<string | null>(null);

  const wallet = useCustomerWallet(values.customer_type === 'new_quick' || values.customer_type === 'walk_in' ? null : (values.customer?.id ?? null)).data;
  const coupons = wallet?.coupons ?? [];
  const creditLeftCents = (wallet?.creditCents ?? 0) - values.payments.reduce((sum, payment) => sum + (payment.method === 'customer_credit' ? centsOfTyped(payment.amount) : 0), 0);
  // installments need a registered customer; store credit, a customer who has some left
  const methods = OFFERED_METHODS.filter((offered) => (offered !== 'installments' || registered) && (offered !== 'customer_credit' || creditLeftCents > 0));
  const current: PaymentMethod = methods.includes(method) ? method : 'cash';

  const add = () => {
    const cents = centsOfTyped(amount);
    const problem = paymentAmountError(current, cents, remaining) ?? (current === 'customer_credit' && cents > creditLeftCents ? SALE_MSG.creditInsufficient : null);
    if (problem !== null) {
      setAmountError(problem);
      return;
    }
    const payment: PaymentValues = { method: current, amount: centsToMoney(cents), installments: current === 'installments' ? installments : null };
    set('payments', [...values.payments, payment], ['payments']);
    setAmount('');
    setAmountError(null);
  };
  const remove = (index: number) => set('payments', values.payments.filter((_, at) => at !== index), ['payments']);
  const paidForPoints = values.payments.reduce((sum, payment) => sum + (NO_POINTS_METHODS.includes(payment.method) ? 0 : centsOfTyped(payment.amount)), 0) - summary.changeCents;
  const commissions = commissionPreview(user.role, totalsOf(values, feeCents).productsCents, rates);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" aria-label="Riepilogo pagamento">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Totale da pagare
            </Text>
            <Text fw={700} size="xl">
              {formatCents(summary.totalCents)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Pagato
            </Text>
            <Text fw={600}>{formatCents(summary.paidCents)}</Text>
          </Stack>
          <Badge size="xl" variant="light" color={STATE_COLOURS[summary.state.kind]} role="status">
            {summary.state.kind === 'complete' ? summary.state.label : `${summary.state.label}: ${formatCents(summary.state.cents)}`}
          </Badge>
        </Group>
      </Paper>

      {remaining > 0 ? (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Metodo di pagamento"
              data={methods.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
              value={current}
              onChange={(next) => setMethod(next as PaymentMethod)}
            />
            {current === 'customer_credit' ? (
              <Text size="sm" c="dimmed">
                Credito disponibile: {formatCents(creditLeftCents)}
              </Text>
            ) : null}
            <Group align="flex-end" wrap="wrap" gap="sm">
              <MoneyInput
                label="Importo"
                w={160}
                value={amount}
                onChange={(next) => {
                  setAmount(next);
                  setAmountError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  add();
                }}
                error={amountError}
              />
              {current === 'installments' ? (
                <Select
                  label="Rate"
                  w={110}
                  data={INSTALLMENT_OPTIONS.map((count) => ({ value: String(count), label: `${count} rate` }))}
                  value={String(installments)}
                  onChange={(next) => setInstallments(Number(next ?? INSTALLMENT_OPTIONS[0]))}
                  allowDeselect={false}
                />
              ) : null}
              <Group gap={4}>
                {QUICK_PAYMENT_PERCENTS.map((percent) => (
                  <Button
                    key={percent}
                    size="xs"
                    variant="default"
                    onClick={() => setAmount(centsToMoney(Math.min(quickPaymentCents(remaining, percent), current === 'customer_credit' ? creditLeftCents : Infinity)))}
                  >
                    {percent}%
                  </Button>
                ))}
              </Group>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
                Aggiungi pagamento
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}

      {coupons.length > 0 && remaining > 0 ? (
        <Group gap="xs" aria-label="Coupon del cliente">
          <Text size="sm" c="dimmed">
            Coupon del cliente:
          </Text>
          {coupons.map((coupon) => {
            const payment = couponPayment(values.payments, coupon, remaining);
            return (
              <Button
                key={coupon.code}
                size="xs"
                variant="light"
                color="grape"
                leftSection={<IconTicket size={14} aria-hidden />}
                disabled={payment === null}
                onClick={() => payment !== null && set('payments', [...values.payments, payment], ['payments'])}
              >
                {`Usa ${coupon.code} (${formatMoney(coupon.value)})`}
              </Button>
            );
          })}
        </Group>
      ) : null}

      {values.payments.length > 0 ? (
        <Stack gap={4} role="list" aria-label="Pagamenti">
          {values.payments.map((payment, index) => (
            <Group key={`${payment.method}-${index}`} justify="space-between" role="listitem" px="sm" py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
              <Text size="sm">
                {PAYMENT_METHOD_LABELS[payment.method]}
                {payment.installments ? ` (${payment.installments} rate)` : ''}
                {payment.coupon_code ? ` ${payment.coupon_code}` : ''}
              </Text>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {formatCents(centsOfTyped(payment.amount))}
                </Text>
                <ActionIcon variant="subtle" color="red" aria-label={`Rimuovi pagamento ${PAYMENT_METHOD_LABELS[payment.method]}`} onClick={() => remove(index)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      ) : null}
      {errors.payments ? (
        <Text size="sm" c="red" role="alert">
          {errors.payments}
        </Text>
      ) : null}

      {values.authorization !== null ? <AuthorizationBox values={values} errors={errors} set={set} /> : null}

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            Cliente
          </Text>
          <Text fw={600}>{customerLabel(values)}</Text>
          {registered ? (
            <Text size="sm" c="dimmed">
              {values.customer ? `${values.customer.loyalty_points} punti · ` : ''}+{pointsEarned(Math.max(0, paidForPoints), rates.points_per_euro)} punti con questa vendita
            </Text>
          ) : null}
        </Paper>
        <CommissionsCard commissions={commissions} />
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            Ricevuta
          </Text>
          <Checkbox mt={4} label="Scarica la ricevuta (PDF) al termine" checked={values.print_receipt} onChange={(event) => set('print_receipt', event.currentTarget.checked)} />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
