import { Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconPackageOff, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MSG, planFeatureEntries, planFeatureLabel, type SettingsPlan } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { formatMoney, limitText } from '../format/format.ts';
import { settingsApi, settingsKeys } from './settings-api.ts';
import { EmptyNotice, SectionFrame, SectionLoader } from './SettingsParts.tsx';
import { LoadError } from '../components/Banners.tsx';

/** Impostazioni → Piani Abbonamento (spec 1 §2 Subscription plans): read-only. */
export function PlansSection() {
  const query = useQuery({ queryKey: settingsKeys.plans, queryFn: ({ signal }) => settingsApi.plans(signal) });

  return (
    <SectionFrame title="Piani Abbonamento" description="I piani disponibili con prezzi, limiti e funzionalità incluse.">
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, MSG.plansLoadFailed)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyNotice icon={<IconPackageOff size={26} aria-hidden />} title="Nessun piano" text="Non ci sono piani di abbonamento configurati." />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {query.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </SimpleGrid>
      )}
    </SectionFrame>
  );
}

function Limit({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={700} size="lg">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function PlanCard({ plan }: { plan: SettingsPlan }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={`Piano ${plan.name}`}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          {plan.name}
        </Title>
        <Badge color={plan.is_active ? 'green' : 'gray'} variant="light" tt="none">
          {plan.is_active ? 'Attivo' : 'Non attivo'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mih={40}>
        {plan.description ?? ''}
      </Text>
      <Group gap={4} align="baseline" my="md">
        <Text fw={800} size="xl">
          {formatMoney(plan.price_monthly)}
        </Text>
        <Text size="sm" c="dimmed">
          / mese
        </Text>
      </Group>
      <Group justify="space-around" py="sm" mb="md" style={{ borderBlock: '1px solid var(--mantine-color-default-border)' }}>
        <Limit label="Negozi max" value={limitText(plan.max_stores)} />
        <Limit label="Utenti max" value={limitText(plan.max_users)} />
        <Limit label="Aziende" value={String(plan.companies_count)} />
      </Group>
      <List spacing={6} size="sm" center aria-label={`Funzionalità del piano ${plan.name}`}>
        {planFeatureEntries(plan.features).map(([flag, enabled]) => (
          <List.Item
            key={flag}
            icon={
              <ThemeIcon size={20} radius="xl" color={enabled ? 'green' : 'gray'} variant={enabled ? 'filled' : 'light'}>
                {enabled ? <IconCheck size={13} aria-label="Inclusa" /> : <IconX size={13} aria-label="Non inclusa" />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={enabled ? undefined : 'dimmed'}>
              {planFeatureLabel(flag)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
