import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REFUND_METHOD_RULES, REFUND_METHODS, RETURN_APPROVAL_ABOVE_CENTS, RETURN_EXPIRING_DAYS, RETURN_POLICY_LABELS } from '@banco/shared';
import { formatCents, formatCount, formatPercent } from '../../format/format.ts';
import { refundTermsText } from './refund-figures.ts';
import { RETURNS_TEXT } from './return-texts.ts';
import { useReturnPolicy } from './use-returns.ts';

/** Spec 2 §2.7's two info panels: the store's return policy and the refund methods. */
export function ReturnInfoPanels({ storeId }: { storeId: number }) {
  const policy = useReturnPolicy(storeId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="return-policies-title">
        <Stack gap={6}>
          <Title order={4} size="h5" id="return-policies-title">
            {RETURNS_TEXT.policiesTitle}
          </Title>
          <List size="sm" spacing={2}>
            <List.Item>Smartphone: {formatCount(policy.return_days_smartphone)} giorni dall'acquisto</List.Item>
            <List.Item>Altre categorie: {formatCount(policy.return_days_accessories)} giorni dall'acquisto</List.Item>
            <List.Item>In scadenza negli ultimi {RETURN_EXPIRING_DAYS} giorni</List.Item>
            <List.Item>
              Costo di ripristino se il prodotto non è rivendibile: {formatPercent(policy.restocking_fee_opened)} (usurato), {formatPercent(policy.restocking_fee_damaged)} (difetto grave)
            </List.Item>
            <List.Item>Approvazione del manager oltre {formatCents(RETURN_APPROVAL_ABOVE_CENTS)} o con un difetto grave</List.Item>
            <List.Item>Rimborso predefinito: {RETURN_POLICY_LABELS[policy.return_policy_default]}</List.Item>
          </List>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="refund-methods-title">
        <Stack gap={6}>
          <Title order={4} size="h5" id="refund-methods-title">
            {RETURNS_TEXT.methodsTitle}
          </Title>
          <List size="sm" spacing={2}>
            {REFUND_METHODS.map((method) => (
              <List.Item key={method}>
                <Text span size="sm" fw={600}>
                  {REFUND_METHOD_RULES[method].label}
                </Text>
                {REFUND_METHOD_RULES[method].preferred ? ' (consigliato)' : ''}: {refundTermsText(method)}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
