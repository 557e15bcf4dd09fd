import { ActionIcon, Badge, Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CASH_MSG,
  centsToMoney,
  decimalToCents,
  INSTALLMENT_OPTIONS,
  PAYMENT_METHOD_LABELS,
  paymentAmountError,
  QUICK_PAYMENT_PERCENTS,
  quickPaymentCents,
  SALE_MSG,
  type PaymentMethod,
  type PaymentState,
} from '@banco/shared';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { formatCents, formatMoney } from '../../format/format.ts';
import { couponPayment, paymentsAgainst, type PaymentValues } from './sale-form.ts';
import { useCustomerWallet } from './use-sale-lookups.ts';
import { useCurrentShift } from '../shifts/use-shifts.ts';

/** What the counter takes by hand (coupons are picked from the customer's own). */
const OFFERED_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'bank_transfer', 'customer_credit', 'installments'];

const STATE_COLOURS: Record<PaymentState['kind'], string> = { remaining: 'orange', change: 'blue', complete: 'green' };

export const centsOfTyped = (value: string): number => {
  try {
    return decimalToCents(value);
  } catch {
    return NaN;
  }
};

interface PaymentCollectorProps {
  /** The counter's store: cash goes into its open drawer, without one it is not offered. */
  storeId: number;
  /** What is to be paid: a sale's total, or the difference an exchange's customer pays (issue 11). */
  totalCents: number;
  payments: readonly PaymentValues[];
  onChange(payments: PaymentValues[]): void;
  /** The registered customer whose coupons and store credit are offered; null for none. */
  customerId: number | null;
  /** Installments need a registered customer. */
  registered: boolean;
  error?: string | undefined;
  totalLabel?: string;
}

/**
 * Collecting an amount (spec 2 §2.6, §4, §5.3): the payments, 'Rimanente' / 'Resto' / 'Completato',
 * the customer's coupons and credit. The sales wizard's payment step, and an exchange's difference.
 */
export function PaymentCollector({ storeId, totalCents, payments, onChange, customerId, registered, error, totalLabel = 'Totale da pagare' }: PaymentCollectorProps) {
  const summary = paymentsAgainst(totalCents, payments);
  const remaining = summary.state.kind === 'remaining' ? summary.state.cents : 0;
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [amount, setAmount] = useState('');
  const [installments, setInstallments] = useState<number>(INSTALLMENT_OPTIONS[0]);
  const [amountError, setAmountError] = useState<string | null>(null);

  const wallet = useCustomerWallet(customerId).data;
  const coupons = wallet?.coupons ?? [];
  const creditLeftCents = (wallet?.creditCents ?? 0) - payments.reduce((sum, payment) => sum + (payment.method === 'customer_credit' ? centsOfTyped(payment.amount) : 0), 0);
  // installments need a registered customer; store credit, a customer who has some left
  const methods = OFFERED_METHODS.filter((offered) => (offered !== 'installments' || registered) && (offered !== 'customer_credit' || creditLeftCents > 0));
  // cash goes into the store's open drawer: without one it is shown, not offered (the server would refuse it at the end);
  // while the drawer is being checked, or the check failed, cash stays offered and the server decides. Only an answer
  // fetched since this step opened counts: a cached 'closed' may be from before the drawer was opened
  const shift = useCurrentShift(storeId, { checkOnMount: true });
  const drawerClosed = shift.isFetchedAfterMount && shift.data?.shift === null;
  const usable = methods.filter((offered) => offered !== 'cash' || !drawerClosed);
  const current: PaymentMethod = usable.includes(method) ? method : (usable[0] ?? 'card');

  const add = () => {
    const cents = centsOfTyped(amount);
    const problem = paymentAmountError(current, cents, remaining) ?? (current === 'customer_credit' && cents > creditLeftCents ? SALE_MSG.creditInsufficient : null);
    if (problem !== null) {
      setAmountError(problem);
      return;
    }
    const payment: PaymentValues = { method: current, amount: centsToMoney(cents), installments: current === 'installments' ? installments : null };
    onChange([...payments, payment]);
    setAmount('');
    setAmountError(null);
  };
  const remove = (index: number) => onChange(payments.filter((_, at) => at !== index));

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" aria-label="Riepilogo pagamento">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {totalLabel}
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
              data={methods.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value], disabled: !usable.includes(value) }))}
              value={current}
              onChange={(next) => setMethod(next as PaymentMethod)}
            />
            {drawerClosed ? (
              <Text size="sm" c="dimmed" data-testid="cash-needs-shift">
                {CASH_MSG.openShiftForCash}
              </Text>
            ) : null}
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
            const payment = couponPayment(payments, coupon, remaining);
            return (
              <Button
                key={coupon.code}
                size="xs"
                variant="light"
                color="grape"
                leftSection={<IconTicket size={14} aria-hidden />}
                disabled={payment === null}
                onClick={() => payment !== null && onChange([...payments, payment])}
              >
                {`Usa ${coupon.code} (${formatMoney(coupon.value)})`}
              </Button>
            );
          })}
        </Group>
      ) : null}

      {payments.length > 0 ? (
        <Stack gap={4} role="list" aria-label="Pagamenti">
          {payments.map((payment, index) => (
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
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
