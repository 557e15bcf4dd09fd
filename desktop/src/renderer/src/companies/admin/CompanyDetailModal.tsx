import { Badge, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BILLING_CYCLE_LABELS, MSG, planFeatureEntries, planFeatureLabel, roleLabel, type CompanyDetail } from '@banco/shared';
import { formatCount, formatDate, formatDateTime, formatDay, formatMoney } from '../../format/format.ts';
import { LoadError } from '../../components/Banners.tsx';
import { userMessage } from '../../api/errors.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import { usageText } from '../../format/format.ts';
import { useCompanyDetail } from './use-companies.ts';

interface CompanyDetailModalProps {
  companyId: number | null;
  onClose(): void;
  onEdit(company: CompanyDetail): void;
}

/** The detail modal of the companies page (spec 1 §2). */
export function CompanyDetailModal({ companyId, onClose, onEdit }: CompanyDetailModalProps) {
  const { data: company, error, isPending, refetch } = useCompanyDetail(companyId);
  return (
    <Modal opened={companyId !== null} onClose={onClose} size="xl" title={<Text fw={700}>Dettagli Azienda</Text>} centered>
      {error ? (
        <LoadError message={userMessage(error, MSG.companyDetailsLoadFailed, MSG.companyConnectionError)} onRetry={() => void refetch()} />
      ) : isPending || !company ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Caricamento dettagli...</Text>
        </Group>
      ) : (
        <CompanyDetailBody company={company} />
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Chiudi
        </Button>
        {company ? <Button onClick={() => onEdit(company)}>Modifica</Button> : null}
      </Group>
    </Modal>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children === null || children === undefined || children === '' ? '—' : children}</Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function CompanyDetailBody({ company }: { company: CompanyDetail }) {
  const features = planFeatureEntries(company.features);
  const place = [company.postal_code, company.city, company.province ? `(${company.province})` : null].filter(Boolean).join(' ');
  const address = [company.address, place].filter(Boolean).join(', ');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            {company.name}
          </Title>
          {company.business_name ? <Text c="dimmed">{company.business_name}</Text> : null}
        </div>
        <Group gap="xs">
          <CompanyStatusBadge status={company.subscription_status} />
          <Badge variant="outline" color={company.is_active ? 'green' : 'gray'}>
            {company.is_active ? 'Abilitata' : 'Disattivata'}
          </Badge>
        </Group>
      </Group>

      <SimpleGrid cols={3} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Piano
          </Text>
          <Text fw={700} size="lg">
            {company.plan_name ?? '—'}
          </Text>
          {company.price_monthly !== null ? <Text size="sm">{formatMoney(company.price_monthly)}/mese</Text> : null}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Negozi
          </Text>
          <Text fw={700} size="lg">
            {usageText(company.stores_count, company.max_stores)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatCount(company.active_stores_count)} attivi
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Utenti
          </Text>
          <Text fw={700} size="lg">
            {usageText(company.users_count, company.max_users)}
          </Text>
        </Paper>
      </SimpleGrid>

      <SimpleGrid cols={2} spacing="md">
        <Section title="Informazioni azienda">
          <Stack gap="xs">
            <Field label="Ragione sociale">{company.business_name}</Field>
            <Field label="Partita IVA">{company.vat_number}</Field>
            <Field label="Codice fiscale">{company.tax_code}</Field>
            <Field label="Indirizzo">{address}</Field>
            <Field label="Paese">{company.country === 'IT' ? 'Italia' : company.country}</Field>
          </Stack>
        </Section>
        <Section title="Contatti">
          <Stack gap="xs">
            <Field label="Email">{company.email}</Field>
            <Field label="Telefono">{company.phone}</Field>
            <Field label="Sito web">{company.website}</Field>
          </Stack>
        </Section>
      </SimpleGrid>

      <Section title="Abbonamento">
        <SimpleGrid cols={4} spacing="md" mb="sm">
          <Field label="Fatturazione">{BILLING_CYCLE_LABELS[company.billing_cycle]}</Field>
          <Field label="Data inizio">{formatDay(company.subscription_start_date)}</Field>
          <Field label="Data fine">{formatDay(company.subscription_end_date)}</Field>
          <Field label="Fine trial">{formatDay(company.trial_end_date)}</Field>
        </SimpleGrid>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
          Funzionalità
        </Text>
        {features.length === 0 ? (
          <Text size="sm">—</Text>
        ) : (
          <SimpleGrid cols={2} spacing={4}>
            {features.map(([key, enabled]) => (
              <Group key={key} gap={6}>
                {enabled ? (
                  <IconCheck size={16} color="var(--mantine-color-green-7)" aria-label="inclusa" />
                ) : (
                  <IconX size={16} color="var(--mantine-color-gray-5)" aria-label="non inclusa" />
                )}
                <Text size="sm" c={enabled ? undefined : 'dimmed'}>
                  {planFeatureLabel(key)}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        )}
      </Section>

      <Stack gap="md">
        <Section title="Negozi recenti">
          {company.recent_stores.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nessun negozio
            </Text>
          ) : (
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Codice</Table.Th>
                  <Table.Th>Città</Table.Th>
                  <Table.Th>Creato il</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {company.recent_stores.map((store) => (
                  <Table.Tr key={store.id}>
                    <Table.Td>{store.name}</Table.Td>
                    <Table.Td>{store.code}</Table.Td>
                    <Table.Td>{store.city}</Table.Td>
                    <Table.Td>{formatDate(store.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
        <Section title="Utenti recenti">
          {company.recent_users.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nessun utente
            </Text>
          ) : (
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Ruolo</Table.Th>
                  <Table.Th>Creato il</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {company.recent_users.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{roleLabel(user.role)}</Table.Td>
                    <Table.Td>{formatDate(user.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Section>
      </Stack>

      <Text size="xs" c="dimmed">
        Creata il {formatDateTime(company.created_at)} · Ultimo aggiornamento {formatDateTime(company.updated_at)}
      </Text>
    </Stack>
  );
}
