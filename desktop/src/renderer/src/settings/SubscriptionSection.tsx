import { Alert, Badge, Button, Card, Group, List, Progress, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BILLING_CYCLE_LABELS,
  MSG,
  SUBSCRIPTION_STATUS_LABELS,
  planFeatureEntries,
  planFeatureLabel,
  type Subscription,
} from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { ErrorBanner, LoadError, SuccessBanner } from '../components/Banners.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';
import { formatMoney, formatDate, formatDateTime, usageText } from '../format/format.ts';
import { PlanChangeModal } from './PlanChangeModal.tsx';
import { subscriptionApi, subscriptionKeys } from './subscription-api.ts';
import { usageColor, usagePercent } from './subscription-model.ts';
import { SectionFrame, SectionLoader } from './SettingsParts.tsx';
import { settingsKeys } from './settings-api.ts';

/** Impostazioni → Abbonamento (company owners): plan, usage against its limits, plan-change request. */
export function SubscriptionSection() {
  const query = useQuery({ queryKey: subscriptionKeys.show, queryFn: ({ signal }) => subscriptionApi.show(signal) });
  return (
    <SectionFrame title="Abbonamento" description="Il piano dell'azienda, l'uso rispetto ai suoi limiti e il cambio di piano.">
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, MSG.settingsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <SubscriptionView subscription={query.data} />
      )}
    </SectionFrame>
  );
}

function SubscriptionView({ subscription }: { subscription: Subscription }) {
  const queryClient = useQueryClient();
  const [success, showSuccess] = useSuccessBanner();
  const [failure, setFailure] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const { plan, pending_request: pending } = subscription;

  const saved = (next: Subscription, message: string) => {
    queryClient.setQueryData(subscriptionKeys.show, next);
    void queryClient.invalidateQueries({ queryKey: settingsKeys.dashboard });
    setFailure(null);
    showSuccess(message);
  };
  const withdraw = useMutation({
    mutationFn: () => subscriptionApi.withdrawChange(),
    onSuccess: (next) => saved(next, 'Richiesta di cambio piano ritirata'),
    onError: (error) => setFailure(userMessage(error, MSG.settingsSaveFailed)),
  });

  return (
    <Stack gap="lg">
      <SuccessBanner message={success} testId="settings-success" />
      <ErrorBanner message={failure} testId="settings-error" />
      <Card withBorder radius="md" padding="lg" aria-label="Piano attuale" component="article">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Piano attuale
            </Text>
            <Group gap="sm">
              <Text fw={800} size="xl" data-testid="subscription-plan">
                {plan?.name ?? 'Nessun piano'}
              </Text>
              <Badge variant="light" color={subscription.status === 'active' || subscription.status === 'trial' ? 'green' : 'red'}>
                {SUBSCRIPTION_STATUS_LABELS[subscription.status]}
              </Badge>
            </Group>
            {plan?.description ? (
              <Text size="sm" c="dimmed">
                {plan.description}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={800} size="xl">
              {subscription.price_monthly === null ? '—' : `${formatMoney(subscription.price_monthly)}/mese`}
            </Text>
            <Text size="sm" c="dimmed">
              {BILLING_CYCLE_LABELS[subscription.billing_cycle]}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md" spacing="sm">
          <DateLine label="Inizio abbonamento" value={subscription.subscription_start_date} />
          <DateLine label="Fine prova" value={subscription.trial_end_date} />
          <DateLine label="Fine abbonamento" value={subscription.subscription_end_date} />
        </SimpleGrid>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Usage label="Utenti" current={subscription.usage.users.current} max={subscription.usage.users.max} testId="usage-users" />
        <Usage label="Negozi" current={subscription.usage.stores.current} max={subscription.usage.stores.max} testId="usage-stores" />
      </SimpleGrid>

      {plan ? (
        <div>
          <Text fw={600} mb="xs">
            Funzionalità incluse
          </Text>
          <List spacing={4} size="sm" center>
            {planFeatureEntries(plan.features).map(([key, included]) => (
              <List.Item
                key={key}
                c={included ? undefined : 'dimmed'}
                icon={
                  <ThemeIcon size={18} radius="xl" variant="light" color={included ? 'green' : 'gray'}>
                    {included ? <IconCheck size={12} aria-label="inclusa" /> : <IconX size={12} aria-label="non inclusa" />}
                  </ThemeIcon>
                }
              >
                {planFeatureLabel(key)}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}

      {pending ? (
        <Alert color="yellow" icon={<IconClockHour4 size={18} />} title="Richiesta di cambio piano in attesa" data-testid="pending-request">
          <Stack gap="xs">
            <Text size="sm">
              Hai chiesto di passare al piano <b>{pending.requested_plan.name}</b> il {formatDateTime(pending.created_at)}
              {pending.requested_by ? ` (${pending.requested_by})` : ''}. L'amministratore della piattaforma è stato avvisato.
            </Text>
            {pending.note ? <Text size="sm">Nota: «{pending.note}»</Text> : null}
            <Group>
              <Button variant="default" size="xs" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
                Ritira richiesta
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button onClick={() => setChoosing(true)} disabled={subscription.available_plans.length === 0}>
            Richiedi cambio piano
          </Button>
        </Group>
      )}
      <PlanChangeModal
        opened={choosing}
        plans={subscription.available_plans}
        onClose={() => setChoosing(false)}
        onSent={(next, message) => {
          setChoosing(false);
          saved(next, message);
        }}
      />
    </Stack>
  );
}

function DateLine({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value ? formatDate(value) : '—'}
      </Text>
    </div>
  );
}

function Usage({ label, current, max, testId }: { label: string; current: number; max: number | null; testId: string }) {
  const percent = usagePercent(current, max);
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" mb={6}>
        <Text fw={600}>{label}</Text>
        <Text fw={700}>{usageText(current, max)}</Text>
      </Group>
      {percent === null ? (
        <Text size="sm" c="dimmed">
          {max === null ? 'Nessun piano' : 'Illimitati'}
        </Text>
      ) : (
        <Progress value={percent} color={usageColor(percent)} aria-label={`${label}: ${usageText(current, max)}`} />
      )}
    </Card>
  );
}
