import { Alert, Badge, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import type { CustomerDetail } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { ErrorBanner, SuccessBanner } from '../components/Banners.tsx';
import { ownEscapeProps } from '../components/own-escape.ts';
import { useSuccessBanner } from '../components/use-success-banner.ts';
import { formatDate, formatMoney } from '../format/format.ts';
import { customerCode } from './customer-format.ts';
import { CUSTOMER_TEXT } from './customer-texts.ts';
import { CustomerDetailSections } from './CustomerDetailSections.tsx';
import { CustomerExportMenu } from './CustomerExportMenu.tsx';
import { CustomerLoyaltyCard } from './CustomerLoyaltyCard.tsx';
import { useCustomerDetail } from './use-customers.ts';

interface CustomerDetailModalProps {
  customerId: number | null;
  onClose(): void;
  onEdit(customerId: number): void;
}

/** The customer detail (spec 2 §2.3); a failed load shows 'Errore' with Chiudi. */
export function CustomerDetailModal({ customerId, onClose, onEdit }: CustomerDetailModalProps) {
  const query = useCustomerDetail(customerId);
  const customer = query.data;
  const failed = query.error !== null && customer === undefined;
  return (
    <Modal
      opened={customerId !== null}
      onClose={onClose}
      // Escape in 'Assegna Punti Manualmente' or a confirmation over the detail closes that one only
      {...ownEscapeProps(onClose)}
      size={900}
      centered
      title={<Text fw={700}>{failed ? 'Errore' : 'Dettaglio cliente'}</Text>}
    >
      {failed ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} title={CUSTOMER_TEXT.detailLoadFailed}>
            {userMessage(query.error, CUSTOMER_TEXT.detailLoadFailedDetail)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Chiudi
            </Button>
          </Group>
        </Stack>
      ) : customer === undefined ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Caricamento cliente...</Text>
        </Group>
      ) : (
        <CustomerDetailBody customer={customer} onEdit={() => onEdit(customer.id)} />
      )}
    </Modal>
  );
}

function CustomerDetailBody({ customer, onEdit }: { customer: CustomerDetail; onEdit(): void }) {
  const [success, showSuccess] = useSuccessBanner();
  const [failure, setFailure] = useState<string | null>(null);
  const company = customer.customer_type === 'company';
  return (
    <Stack gap="md">
      <SuccessBanner message={success} />
      <ErrorBanner message={failure} />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700} size="xl" data-testid="customer-name">
              {customer.display_name}
            </Text>
            <Badge size="sm" variant="light" color={company ? 'grape' : 'blue'}>
              {company ? 'Azienda' : 'Privato'}
            </Badge>
          </Group>
          <Text size="sm" ff="monospace">
            {customerCode(customer)}
          </Text>
          {company && customer.legal_representative ? (
            <Text size="sm" c="dimmed">
              Rappresentante legale: {customer.legal_representative}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {customer.permissions.can_export ? <CustomerExportMenu customerId={customer.id} onError={setFailure} /> : null}
          {customer.permissions.can_edit ? (
            <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
              Modifica
            </Button>
          ) : null}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label="Totale Acquisti" value={formatMoney(customer.total_purchases)} />
        <Stat label="Ultimo Anno" value={formatMoney(customer.total_purchases_last_year)} />
        <Stat label="Ultimi 90 Giorni" value={formatMoney(customer.total_purchases_last_90_days)} />
        <Stat
          label="Numero Acquisti"
          value={String(customer.total_sales_count)}
          hint={customer.last_purchase_date_calculated ? `Ultimo: ${formatDate(customer.last_purchase_date_calculated)}` : 'Nessun acquisto'}
        />
      </SimpleGrid>
      {customer.credit_balance !== '0.00' ? (
        <Text size="sm" data-testid="customer-credit">
          Credito cliente disponibile: <strong>{formatMoney(customer.credit_balance)}</strong>
        </Text>
      ) : null}

      <CustomerLoyaltyCard customer={customer} onDone={showSuccess} />
      <CustomerDetailSections customer={customer} />
    </Stack>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
