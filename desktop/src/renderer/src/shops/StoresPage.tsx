import { Alert, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconBuildingStore, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import {
  MSG,
  STORE_STATUSES,
  STORE_STATUS_FILTERS,
  STORE_STATUS_LABELS,
  fillMessage,
  type StoreDto,
  type StoreStatusFilter,
} from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { SuccessBanner } from '../components/Banners.tsx';
import { CreateButton } from '../components/CreateButton.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useCurrentUser } from '../session/use-session.ts';
import { ConfirmModal } from '../components/ConfirmModal.tsx';
import { StoreCard } from './StoreCard.tsx';
import { StoreDetailModal } from './StoreDetailModal.tsx';
import { StoreWizard } from './StoreWizard.tsx';
import { storesApi } from './stores-api.ts';
import { useInvalidateStores, useStoresList } from './use-stores.ts';
import { ListSearchField } from '../components/ListSearchField.tsx';
import { Pager } from '../components/Pager.tsx';
import { useListUrlState } from '../components/use-list-url-state.ts';
import { useSuccessBanner } from '../components/use-success-banner.ts';

const FILTER_KEYS = ['status'] as const;

/** ?status= of the URL as a filter: anything unknown is 'all'. */
function storeStatusFilter(value: string): StoreStatusFilter {
  return (STORE_STATUS_FILTERS as readonly string[]).includes(value) ? (value as StoreStatusFilter) : 'all';
}

const STATUS_OPTIONS = [
  { value: 'all', label: 'Tutti gli stati' },
  ...STORE_STATUSES.map((status) => ({ value: status, label: STORE_STATUS_LABELS[status] })),
];


/** /stores: 'Negozi' (spec 1 §2 Stores list, wizard, detail modal; one editor: the wizard in edit mode). */
export function StoresPage() {
  const user = useCurrentUser();
  const listState = useListUrlState(FILTER_KEYS);
  const { page, search, setPage } = listState;
  const status = storeStatusFilter(listState.filters.status);
  const [viewId, setViewId] = useState<number | null>(null);
  const [wizard, setWizard] = useState<{ store: StoreDto | null } | null>(null);
  const [deleting, setDeleting] = useState<StoreDto | null>(null);
  const [success, showSuccess] = useSuccessBanner();
  const invalidate = useInvalidateStores();

  const list = useStoresList({ page, search, status });
  const data = list.data;
  const filtering = search !== '' || status !== 'all';
  const canViewAll = data?.permissions.can_view_all ?? false;

  const remove = async () => {
    if (!deleting) return;
    await storesApi.remove(deleting.id);
    setDeleting(null);
    showSuccess(MSG.storeDeleted);
    // the last card of a page: go back one page
    if (data && data.stores.length === 1 && page > 1) setPage(page - 1);
    await invalidate();
  };

  return (
    <>
      <PageHeader
        title="Negozi"
        description="I punti vendita, il loro personale e i fornitori con cui lavorano"
        actions={
          data?.permissions.can_create ? (
            <CreateButton label="Nuovo Negozio" blockedReason={data.permissions.create_blocked_reason} onClick={() => setWizard({ store: null })} />
          ) : null
        }
      />

      <Paper withBorder radius="md" p="md" mb="lg">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ListSearchField list={listState} placeholder="Cerca per nome, codice, città o indirizzo..." />
          <Select
            label="Stato"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(value) => listState.setFilter('status', value === null || value === 'all' ? '' : value)}
            allowDeselect={false}
            w={200}
          />
        </Group>
      </Paper>

      <SuccessBanner message={success} />

      {list.isError && !data ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} title={MSG.storesLoadFailed}>
          <Stack gap="sm" align="flex-start">
            {userMessage(list.error, MSG.storesLoadFailed) !== MSG.storesLoadFailed ? (
              <Text size="sm">{userMessage(list.error, MSG.storesLoadFailed)}</Text>
            ) : null}
            <Button color="red" variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void list.refetch()}>
              Riprova
            </Button>
          </Stack>
        </Alert>
      ) : !data ? (
        <Group justify="center" gap="sm" py={60} role="status">
          <Loader size="sm" />
          <Text c="dimmed">Caricamento negozi...</Text>
        </Group>
      ) : data.stores.length === 0 ? (
        <Stack align="center" gap={8} py={60} ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconBuildingStore size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {filtering ? 'Nessun negozio trovato' : 'Nessun negozio presente'}
          </Text>
          <Text size="sm" c="dimmed">
            {filtering ? 'Prova a cambiare la ricerca o il filtro di stato.' : 'I negozi creati compariranno qui.'}
          </Text>
        </Stack>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {data.stores.map((store) => (
              <StoreCard
                key={store.id}
                store={store}
                showCompany={canViewAll}
                onView={() => setViewId(store.id)}
                onEdit={() => setWizard({ store })}
                onDelete={() => setDeleting(store)}
              />
            ))}
          </SimpleGrid>
          {data.pagination.total_pages > 1 ? (
            <Group justify="center" mt="xl">
              <Pager pagination={data.pagination} onPage={setPage} />
            </Group>
          ) : null}
        </>
      )}

      {viewId !== null ? (
        <StoreDetailModal
          storeId={viewId}
          showCompany={canViewAll}
          onClose={() => setViewId(null)}
          onEdit={(store) => {
            setViewId(null);
            setWizard({ store });
          }}
        />
      ) : null}
      {wizard ? (
        <StoreWizard
          user={user}
          store={wizard.store}
          onClose={() => setWizard(null)}
        />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title="Elimina negozio"
        message={fillMessage(MSG.storeDeleteConfirm, { name: deleting?.name ?? '' })}
        confirmLabel="Elimina"
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
        errorText={(error) => userMessage(error, MSG.storeDeleteFailed)}
        blockedReason={deleting && deleting.customers_count > 0 ? MSG.storeHasCustomers : null}
      />
    </>
  );
}
