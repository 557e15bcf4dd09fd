import { ActionIcon, Badge, Button, Card, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconBuilding, IconBuildingPlus, IconLink, IconStarFilled, IconTrash, IconUsersGroup, type TablerIcon } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG, ROLE_LABELS, type AssignedCompany, type MultiCompanyEntrepreneur } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { countOf, formatDate } from '../format/format.ts';
import { AssignCompanyModal } from './AssignCompanyModal.tsx';
import { settingsApi, settingsKeys } from './settings-api.ts';
import { EmptyNotice, SectionFrame, SectionLoader } from './SettingsParts.tsx';
import { ErrorBanner, LoadError, SuccessBanner } from '../components/Banners.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';

interface Removal {
  entrepreneur: MultiCompanyEntrepreneur;
  company: AssignedCompany;
}

/** Impostazioni → Multi-azienda (spec 1 §2 Multi-company): superadmin only. */
export function MultiCompanySection() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: settingsKeys.multiCompany, queryFn: ({ signal }) => settingsApi.multiCompany(signal) });
  const [success, showSuccess] = useSuccessBanner();
  const [failure, setFailure] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<MultiCompanyEntrepreneur | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [removing, setRemoving] = useState(false);

  const reload = () => queryClient.invalidateQueries({ queryKey: settingsKeys.multiCompany });

  const assigned = (message: string) => {
    setAssigning(null);
    setFailure(null);
    showSuccess(message);
    void reload();
  };

  const remove = async () => {
    if (!removal) return;
    setRemoving(true);
    setFailure(null);
    try {
      const envelope = await settingsApi.unassignCompany({ user_id: removal.entrepreneur.user_id, company_id: removal.company.company_id });
      showSuccess(envelope.message);
      await reload();
    } catch (error) {
      setFailure(userMessage(error, MSG.settingsRemoveFailed));
    } finally {
      setRemoving(false);
      setRemoval(null);
    }
  };

  return (
    <SectionFrame title="Multi-azienda" description="Assegna agli imprenditori aziende aggiuntive oltre alla loro azienda principale.">
      <SuccessBanner message={success} testId="settings-success" />
      <ErrorBanner message={failure} testId="settings-error" />
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, MSG.settingsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Counter icon={IconUsersGroup} label="Imprenditori" value={query.data.stats.total_entrepreneurs} testId="counter-entrepreneurs" />
            <Counter icon={IconBuilding} label="Aziende disponibili" value={query.data.stats.available_companies} testId="counter-companies" />
            <Counter icon={IconLink} label="Assegnazioni totali" value={query.data.stats.total_assignments} testId="counter-assignments" />
          </SimpleGrid>
          {query.data.entrepreneurs.length === 0 ? (
            <EmptyNotice icon={<IconUsersGroup size={26} aria-hidden />} title="Nessun imprenditore" text="Non ci sono ancora utenti con ruolo Imprenditore." />
          ) : (
            query.data.entrepreneurs.map((entrepreneur) => (
              <EntrepreneurCard
                key={entrepreneur.user_id}
                entrepreneur={entrepreneur}
                onAssign={() => setAssigning(entrepreneur)}
                onRemove={(company) => setRemoval({ entrepreneur, company })}
              />
            ))
          )}
        </Stack>
      )}

      {assigning && query.data ? (
        <AssignCompanyModal
          entrepreneur={assigning}
          companies={query.data.available_companies}
          onClose={() => setAssigning(null)}
          onAssigned={assigned}
        />
      ) : null}

      <Modal opened={removal !== null} onClose={() => setRemoval(null)} centered title="Rimuovi assegnazione">
        <Text size="sm">Sei sicuro di voler rimuovere questa assegnazione?</Text>
        {removal ? (
          <Text size="sm" c="dimmed" mt="xs">
            {removal.company.company_name} — {removal.entrepreneur.first_name} {removal.entrepreneur.last_name}
          </Text>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setRemoval(null)} disabled={removing}>
            Annulla
          </Button>
          <Button color="red" onClick={() => void remove()} loading={removing}>
            Rimuovi
          </Button>
        </Group>
      </Modal>
    </SectionFrame>
  );
}

function Counter({ icon: Icon, label, value, testId }: { icon: TablerIcon; label: string; value: number; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md">
          <Icon size={22} aria-hidden />
        </ThemeIcon>
        <div>
          <Text fw={800} size="xl" lh={1.1}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

function EntrepreneurCard({
  entrepreneur,
  onAssign,
  onRemove,
}: {
  entrepreneur: MultiCompanyEntrepreneur;
  onAssign(): void;
  onRemove(company: AssignedCompany): void;
}) {
  const fullName = `${entrepreneur.first_name} ${entrepreneur.last_name}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={fullName}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title order={3} size="h5">
            {fullName}
          </Title>
          <Text size="sm" c="dimmed">
            {entrepreneur.email}
          </Text>
        </div>
        <Group gap="sm">
          <Badge variant="light" tt="none" size="lg">
            {countOf(entrepreneur.total_companies, 'azienda', 'aziende')}
          </Badge>
          <Button size="xs" variant="light" leftSection={<IconBuildingPlus size={16} aria-hidden />} onClick={onAssign}>
            Assegna Azienda
          </Button>
        </Group>
      </Group>
      <Group gap={6} mb="sm">
        <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Text size="sm">
          Azienda principale:{' '}
          {entrepreneur.primary_company_name ? (
            <>
              <b>{entrepreneur.primary_company_name}</b>{' '}
              <Text span c="dimmed" size="xs">
                (ID: {entrepreneur.primary_company_id})
              </Text>
            </>
          ) : (
            <Text span c="dimmed">
              nessuna
            </Text>
          )}
        </Text>
      </Group>
      {entrepreneur.assigned_companies.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nessuna azienda aggiuntiva assegnata.
        </Text>
      ) : (
        <Table verticalSpacing={6} aria-label={`Aziende assegnate a ${fullName}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Azienda assegnata</Table.Th>
              <Table.Th>Ruolo</Table.Th>
              <Table.Th>Data assegnazione</Table.Th>
              <Table.Th w={60} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entrepreneur.assigned_companies.map((company) => (
              <Table.Tr key={company.company_id}>
                <Table.Td>{company.company_name}</Table.Td>
                <Table.Td>{ROLE_LABELS[company.role]}</Table.Td>
                <Table.Td>{formatDate(company.assigned_date)}</Table.Td>
                <Table.Td>
                  <Tooltip label="Rimuovi assegnazione">
                    <ActionIcon variant="subtle" color="red" onClick={() => onRemove(company)} aria-label={`Rimuovi ${company.company_name}`}>
                      <IconTrash size={17} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
