import { Alert, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SaleDetail } from '@banco/shared';
import { DetailField } from '../../components/DetailField.tsx';
import { formatDateTime } from '../../format/format.ts';
import { customerText, SALE_STATUS_COLORS, SALE_STATUS_LABELS } from './sale-format.ts';

/** Who, where and when of a sale: number, status, date, store, customer, consultant, authorisation. */
export function SaleDetailHeader({ sale, actions }: { sale: SaleDetail; actions?: ReactNode }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" align="center">
          <Text fw={700} size="xl" ff="monospace" data-testid="sale-detail-number">
            {sale.sale_number}
          </Text>
          <Badge variant="light" color={SALE_STATUS_COLORS[sale.status]}>
            {SALE_STATUS_LABELS[sale.status]}
          </Badge>
        </Group>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <DetailField label="Data">{formatDateTime(sale.sale_date)}</DetailField>
        <DetailField label="Negozio">{sale.store_name}</DetailField>
        <DetailField label="Cliente">{customerText(sale.customer_name)}</DetailField>
        <DetailField label="Consulente" dashWhenEmpty>
          {sale.consultant_name}
        </DetailField>
        <DetailField label="Autorizzata da">{sale.authorized_by_name ?? 'Nessuna autorizzazione richiesta'}</DetailField>
      </SimpleGrid>
      {sale.warnings.map((warning) => (
        <Alert key={warning} color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {warning}
        </Alert>
      ))}
    </Stack>
  );
}
