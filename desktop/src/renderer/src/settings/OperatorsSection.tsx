import { ActionIcon, Badge, Box, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAntennaBarsOff, IconPencil, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG, OPERATOR_CATEGORY_LABELS, type SettingsOperator } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { OperatorModal } from './OperatorModal.tsx';
import { settingsApi, settingsKeys } from './settings-api.ts';
import { groupOperators } from './settings-model.ts';
import { EmptyNotice, SectionFrame, SectionLoader } from './SettingsParts.tsx';
import { LoadError, SuccessBanner } from '../components/Banners.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';

type Editing = { operator: SettingsOperator | null } | null;

/** Impostazioni → Operatori (spec 1 §2 Operators): the company's providers by category. */
export function OperatorsSection() {
  const queryClient = useQueryClient();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [success, showSuccess] = useSuccessBanner();
  const query = useQuery({
    queryKey: settingsKeys.operators(companyId),
    queryFn: ({ signal }) => settingsApi.operators(companyId, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.data;

  const saved = (message: string) => {
    setEditing(null);
    showSuccess(message);
    void queryClient.invalidateQueries({ queryKey: ['settings', 'operators'] });
  };

  return (
    <SectionFrame
      title="Operatori"
      description="I fornitori di telefonia, energia e mobilità elettrica con cui lavora l'azienda."
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ operator: null })} disabled={!data?.company_id}>
          Nuovo Operatore
        </Button>
      }
    >
      <SuccessBanner message={success} testId="settings-success" />
      {data && data.companies.length > 0 ? (
        <Select
          label="Azienda"
          mb="lg"
          maw={360}
          data={data.companies.map((company) => ({ value: String(company.id), label: company.name }))}
          value={data.company_id === null ? null : String(data.company_id)}
          onChange={(value) => value && setCompanyId(Number(value))}
          allowDeselect={false}
          searchable
        />
      ) : null}
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, MSG.settingsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : query.data.operators.length === 0 ? (
        <EmptyNotice
          icon={<IconAntennaBarsOff size={26} aria-hidden />}
          title="Nessun Operatore Configurato"
          text="Aggiungi gli operatori con cui lavora l'azienda con il pulsante Nuovo Operatore."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {groupOperators(query.data.operators).map(({ category, operators }) => (
            <Paper key={category} withBorder radius="md" p="md" component="section" aria-label={OPERATOR_CATEGORY_LABELS[category]}>
              <Group justify="space-between" mb="sm">
                <Title order={3} size="h5">
                  {OPERATOR_CATEGORY_LABELS[category]}
                </Title>
                <Badge variant="light" color="gray" tt="none">
                  {operators.length}
                </Badge>
              </Group>
              {operators.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nessun operatore in questa categoria.
                </Text>
              ) : (
                <Stack gap={4}>
                  {operators.map((operator) => (
                    <OperatorRow key={operator.id} operator={operator} onEdit={() => setEditing({ operator })} />
                  ))}
                </Stack>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {editing ? (
        <OperatorModal operator={editing.operator} companyId={data?.company_id ?? null} onClose={() => setEditing(null)} onSaved={saved} />
      ) : null}
    </SectionFrame>
  );
}

function OperatorRow({ operator, onEdit }: { operator: SettingsOperator; onEdit(): void }) {
  const status = operator.is_active ? 'Attivo' : 'Non attivo';
  return (
    <Group justify="space-between" wrap="nowrap" px="xs" py={6} className="banco-settings-row" data-testid="operator-row">
      <Group gap="sm" wrap="nowrap">
        <Tooltip label={status}>
          <Box
            w={10}
            h={10}
            style={{ borderRadius: '50%', flexShrink: 0 }}
            bg={operator.is_active ? 'green.6' : 'gray.5'}
            role="img"
            aria-label={status}
          />
        </Tooltip>
        <Text size="sm" fw={500} c={operator.is_active ? undefined : 'dimmed'}>
          {operator.name}
        </Text>
      </Group>
      <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label={`Modifica ${operator.name}`}>
        <IconPencil size={17} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
