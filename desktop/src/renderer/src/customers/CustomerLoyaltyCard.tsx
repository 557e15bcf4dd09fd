import { ActionIcon, Alert, Badge, Button, Group, Paper, Progress, ScrollArea, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconGift, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { fillMessage, MSG, POINTS_PER_COUPON_BLOCK, type CouponStatus, type CustomerDetail, type PointsEntry } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { ConfirmModal } from '../components/ConfirmModal.tsx';
import { ShownOf } from '../components/ShownOf.tsx';
import { createSubmissions } from '../components/wizard/submission.ts';
import { formatCount, formatDate, formatDay, formatMoney } from '../format/format.ts';
import { AssignPointsModal } from './AssignPointsModal.tsx';
import { tierLabel, TIER_COLORS } from './customer-format.ts';
import { CUSTOMER_TEXT } from './customer-texts.ts';
import { useCustomerMutations } from './use-customers.ts';

const COUPON_STATUS_LABELS: Readonly<Record<CouponStatus, string>> = { active: 'Attivo', redeemed: 'Utilizzato', expired: 'Scaduto' };
const ENTRY_KIND_LABELS: Readonly<Record<PointsEntry['kind'], string>> = { earned: 'Acquisto', manual: 'Manuale', conversion: 'Coupon', reversal: 'Reso' };

interface CustomerLoyaltyCardProps {
  customer: CustomerDetail;
  /** A success to show (the data reload by themselves). */
  onDone(message: string): void;
}

/** The ProFylo card (spec 2 §2.3, §4, §5.2): balance, tier, lifetime, progress, conversion, manual points and the ledger. */
export function CustomerLoyaltyCard({ customer, onDone }: CustomerLoyaltyCardProps) {
  const { loyalty, permissions } = customer;
  const { convertPoints, deletePoints } = useCustomerMutations();
  const [assigning, setAssigning] = useState(false);
  const [converting, setConverting] = useState(false);
  const [conversions] = useState(createSubmissions);
  const [removing, setRemoving] = useState<PointsEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const startConversion = () => {
    if (loyalty.current_points < POINTS_PER_COUPON_BLOCK) setNotice(MSG.couponNeedsPoints);
    else {
      setNotice(null);
      setConverting(true);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="loyalty-card">
      <Group justify="space-between" align="flex-start" mb="sm">
        <Group gap="xs">
          <IconGift size={20} color="var(--mantine-color-banco-6)" aria-hidden />
          <Text fw={700}>ProFylo</Text>
          <Badge color={TIER_COLORS[loyalty.current_tier]} variant="filled" data-testid="loyalty-tier">
            {tierLabel(loyalty.current_tier)}
          </Badge>
        </Group>
        <Group gap="xs">
          {permissions.can_convert_points ? (
            <Button size="xs" variant="light" leftSection={<IconTicket size={14} aria-hidden />} onClick={startConversion}>
              Converti in Coupon
            </Button>
          ) : null}
          {permissions.can_assign_points ? (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => {
                setNotice(null);
                setAssigning(true);
              }}
            >
              Assegna Punti
            </Button>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={3} mb="sm">
        <Figure label="Punti attuali" value={formatCount(loyalty.current_points)} testId="loyalty-points" />
        <Figure label="Livello" value={tierLabel(loyalty.current_tier)} />
        <Figure label="Punti totali accumulati" value={formatCount(loyalty.lifetime_points)} testId="loyalty-lifetime" />
      </SimpleGrid>
      <Stack gap={4}>
        <Progress value={loyalty.progress_percent} color={TIER_COLORS[loyalty.next_tier ?? loyalty.current_tier]} aria-label="Progresso al livello successivo" />
        <Text size="xs" c="dimmed" data-testid="loyalty-progress">
          {loyalty.next_tier
            ? `${loyalty.progress_percent}% verso ${tierLabel(loyalty.next_tier)}: mancano ${formatCount(loyalty.points_to_next_tier)} punti`
            : 'Livello massimo raggiunto (100%)'}
        </Text>
      </Stack>
      {notice ? (
        <Alert mt="sm" color="orange" variant="light" role="alert" icon={<IconAlertCircle size={16} aria-hidden />} withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <PointsHistory entries={loyalty.points_history} onDelete={setRemoving} />
      <ShownOf shown={loyalty.points_history.length} total={loyalty.points_history_total} text={CUSTOMER_TEXT.pointsShown} testId="points-shown">
        {permissions.can_export ? CUSTOMER_TEXT.pointsAllInExport : null}
      </ShownOf>
      {loyalty.coupons.length > 0 ? (
        <Stack gap={4} mt="sm">
          <Text size="sm" fw={600}>
            Coupon
          </Text>
          {loyalty.coupons.map((coupon) => (
            <Group key={coupon.id} justify="space-between" data-testid="coupon-row">
              <Text size="sm" ff="monospace">
                {coupon.code}
              </Text>
              <Text size="sm">{formatMoney(coupon.value)}</Text>
              <Text size="xs" c="dimmed">
                scade il {formatDay(coupon.expires_on)}
              </Text>
              <Badge size="sm" variant="light" color={coupon.status === 'active' ? 'green' : 'gray'}>
                {COUPON_STATUS_LABELS[coupon.status]}
              </Badge>
            </Group>
          ))}
        </Stack>
      ) : null}

      {assigning ? (
        <AssignPointsModal
          customerId={customer.id}
          customerName={customer.display_name}
          onClose={() => setAssigning(false)}
          onAssigned={(message) => {
            setAssigning(false);
            onDone(message);
          }}
        />
      ) : null}
      <ConfirmModal
        opened={converting}
        title="Converti in Coupon"
        message={fillMessage(CUSTOMER_TEXT.convertConfirm, { points: formatCount(loyalty.convertible_points), value: formatMoney(loyalty.convertible_value) })}
        messageSize="sm"
        confirmLabel="Converti"
        onCancel={() => setConverting(false)}
        onConfirm={async () => {
          // one coupon per balance: a retry after a lost reply gets the first coupon back
          await convertPoints.mutateAsync({ id: customer.id, idempotencyKey: conversions.of({ id: customer.id, points: loyalty.current_points }).key('coupon') });
          setConverting(false);
          onDone(MSG.pointsConverted);
        }}
        errorText={(failure) => userMessage(failure, CUSTOMER_TEXT.convertFailed)}
      />
      <ConfirmModal
        opened={removing !== null}
        title="Elimina assegnazione punti"
        message={removing ? fillMessage(CUSTOMER_TEXT.deletePointsConfirm, { points: formatCount(removing.points), when: formatDate(removing.created_at) }) : ''}
        messageSize="sm"
        confirmLabel="Elimina"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing === null) return;
          await deletePoints.mutateAsync({ id: customer.id, pointsId: removing.id });
          setRemoving(null);
          onDone(MSG.pointsAssignmentDeleted);
        }}
        errorText={(failure) => userMessage(failure, CUSTOMER_TEXT.deletePointsFailed)}
      />
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function PointsHistory({ entries, onDelete }: { entries: readonly PointsEntry[]; onDelete(entry: PointsEntry): void }) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" mt="sm">
        Nessun movimento punti
      </Text>
    );
  }
  // a long ledger scrolls inside the card: the customer's data below it stay a short scroll away
  return (
    <ScrollArea.Autosize mah={300} mt="sm" type="auto" offsetScrollbars>
      <Table verticalSpacing={4} aria-label="Movimenti punti">
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="points-entry">
              <Table.Td w={90}>
                <Text size="xs" c="dimmed">
                  {formatDate(entry.created_at)}
                </Text>
              </Table.Td>
              <Table.Td w={110}>
                <Badge size="xs" variant="light" color={entry.kind === 'manual' ? 'blue' : entry.kind === 'conversion' ? 'grape' : 'green'}>
                  {ENTRY_KIND_LABELS[entry.kind]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.reason ?? '—'}</Text>
                {entry.author_name ? (
                  <Text size="xs" c="dimmed">
                    {entry.author_name}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" w={70}>
                <Text size="sm" fw={600} c={entry.points < 0 ? 'red' : 'green'}>
                  {entry.points > 0 ? `+${formatCount(entry.points)}` : formatCount(entry.points)}
                </Text>
              </Table.Td>
              <Table.Td w={40}>
                {entry.can_delete ? (
                  // shown on focus too: a keyboard user reads why the deletion is blocked
                  <Tooltip label={entry.delete_blocked_reason ?? 'Elimina assegnazione'} multiline maw={260} events={{ hover: true, focus: true, touch: false }}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Elimina assegnazione di ${formatCount(entry.points)} punti`}
                      aria-description={entry.delete_blocked_reason ?? undefined}
                      // data-disabled, not disabled: a disabled button gets no hover, and the tooltip says why (Mantine's advice)
                      data-disabled={entry.delete_blocked_reason !== null || undefined}
                      aria-disabled={entry.delete_blocked_reason !== null || undefined}
                      onClick={() => {
                        if (entry.delete_blocked_reason === null) onDelete(entry);
                      }}
                    >
                      <IconTrash size={14} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
