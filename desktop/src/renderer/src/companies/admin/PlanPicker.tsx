import { Group, Input, Loader, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MSG, companyMonthlyPrice, planFeatureEntries, planFeatureLabel, type BillingCycle, type PublicPlan } from '@banco/shared';
import { formatMoney } from '../../format/format.ts';
import { LoadError } from '../../components/Banners.tsx';
import { userMessage } from '../../api/errors.ts';
import { limitText } from '../../format/format.ts';

interface PlanPickerProps {
  query: UseQueryResult<PublicPlan[]>;
  /** The chosen plan id; 0 = none yet. */
  value: number;
  onChange(planId: number): void;
  billingCycle: BillingCycle;
  error?: string;
}

/** Step 3 of the company wizard: the active plans as cards, the price after the yearly discount. */
export function PlanPicker({ query, value, onChange, billingCycle, error }: PlanPickerProps) {
  if (query.error) {
    return (
      <LoadError message={userMessage(query.error, MSG.plansLoadFailed, MSG.plansConnectionError)} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return (
      <Group justify="center" py="md" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Caricamento piani...</Text>
      </Group>
    );
  }
  const plans = query.data;
  const current = plans.some((plan) => plan.id === value);
  return (
    <Input.Wrapper label="Piano di abbonamento" withAsterisk error={error}>
      <Radio.Group value={current ? String(value) : null} onChange={(id) => onChange(Number(id))} aria-label="Piano di abbonamento">
        <SimpleGrid cols={3} spacing="sm" mt={6}>
          {plans.map((plan) => {
            const price = companyMonthlyPrice(plan.price_monthly, billingCycle);
            return (
              <Radio.Card
                key={plan.id}
                value={String(plan.id)}
                p="md"
                radius="md"
                aria-label={`Piano ${plan.name}`}
                style={{ display: 'flex', alignItems: 'flex-start' }}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm" w="100%">
                  <Radio.Indicator mt={2} />
                  <Stack gap={4} style={{ flex: 1 }}>
                    <Text fw={700}>{plan.name}</Text>
                    <Group gap={6} align="baseline">
                      <Text fw={600}>{formatMoney(price)}/mese</Text>
                      {price !== plan.price_monthly ? (
                        <Text size="xs" c="dimmed" td="line-through">
                          {formatMoney(plan.price_monthly)}
                        </Text>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      Negozi: {limitText(plan.max_stores)} · Utenti: {limitText(plan.max_users)}
                    </Text>
                    {plan.description ? <Text size="xs">{plan.description}</Text> : null}
                    <Stack gap={2} mt={4}>
                      {planFeatureEntries(plan.features)
                        .filter(([, enabled]) => enabled)
                        .map(([key]) => (
                          <Group key={key} gap={4} wrap="nowrap">
                            <IconCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />
                            <Text size="xs">{planFeatureLabel(key)}</Text>
                          </Group>
                        ))}
                    </Stack>
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      {value > 0 && !current ? (
        <Text size="xs" c="dimmed" mt={4}>
          Il piano attuale non è più in vendita: resta invariato finché non ne scegli un altro.
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
