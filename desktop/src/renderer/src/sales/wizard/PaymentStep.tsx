import { Checkbox, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { moneyToCents, BALANCE_METHODS, pointsEarned } from '@banco/shared';
import { countOf } from '../../format/format.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { commissionPreview } from './commissions.ts';
import { hasRegisteredCustomer, paymentSummary, totalsOf } from './sale-form.ts';
import { customerLabel } from './sale-labels.ts';
import { AuthorizationBox } from './AuthorizationBox.tsx';
import { CommissionsCard } from './CommissionsCard.tsx';
import { centsOfTyped, PaymentCollector } from './PaymentCollector.tsx';
import type { SaleStepProps } from './sale-step-props.ts';

/** Step 4, Pagamento (spec 2 §2.6, §4, §5.3): the payments, 'Rimanente' / 'Resto' / 'Completato', commissions, receipt options. */
export function PaymentStep({ values, errors, set, rates, storeId }: SaleStepProps & { storeId: number }) {
  const user = useCurrentUser();
  const feeCents = moneyToCents(rates.delivery_fee);
  const summary = paymentSummary(values, feeCents);
  const registered = hasRegisteredCustomer(values);
  const ownCustomer = values.customer_type === 'new_quick' || values.customer_type === 'walk_in' ? null : (values.customer?.id ?? null);
  const paidForPoints = values.payments.reduce((sum, payment) => sum + (BALANCE_METHODS.includes(payment.method) ? 0 : centsOfTyped(payment.amount)), 0) - summary.changeCents;
  const commissions = commissionPreview(user.role, totalsOf(values, feeCents).productsCents, rates);

  return (
    <Stack gap="md">
      <PaymentCollector
        storeId={storeId}
        totalCents={summary.totalCents}
        payments={values.payments}
        onChange={(payments) => set('payments', payments, ['payments'])}
        customerId={ownCustomer}
        registered={registered}
        error={errors.payments}
      />

      {values.authorization !== null ? (
        <AuthorizationBox value={values.authorization} field="authorization" errors={errors} onChange={(authorization, clear) => set('authorization', authorization, clear)} />
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            Cliente
          </Text>
          <Text fw={600}>{customerLabel(values)}</Text>
          {registered ? (
            <Text size="sm" c="dimmed">
              {values.customer ? `${countOf(values.customer.loyalty_points, 'punto', 'punti')} · ` : ''}+{countOf(pointsEarned(Math.max(0, paidForPoints), rates.points_per_euro), 'punto', 'punti')} con questa vendita
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
