import { Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
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
import { countOf } from '../format/format.ts';
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
import { ListPanel } from '../components/ListPanel.tsx';
import { titledLoadFailure } from '../components/load-failure.ts';
import { ListSearchField } from '../components/ListSearchField.tsx';
import { useListUrlState } from '../components/use-list-url-state.ts';
import { useRowDialogs } from '../components/use-row-dialogs.ts';
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

/** The wizard: a new store (store null) or the one it edits. */
interface StoreWizardTarget {
  store: StoreDto | null;
}

/** /stores: 'Negozi' (spec 1 §2 Stores list, wizard, detail modal; one editor: the wizard in edit mode). */
export function StoresPage() {
  const user = useCurrentUser();
  const listState = useListUrlState(FILTER_KEYS);
  const { page, search, setPage } = listState;
  const status = storeStatusFilter(listState.filters.status);
  const [success, showSuccess] = useSuccessBanner();
  const invalidate = useInvalidateStores();

  const list = useStoresList({ page, search, status });
  const data = list.data;
  const stores = data?.stores ?? [];
  const filtering = search !== '' || status !== 'all';
  const canViewAll = data?.permissions.can_view_all ?? false;
  const dialogs = useRowDialogs<StoreDto, StoreWizardTarget>({ page, setPage, rowsOnPage: stores.length }, showSuccess);
  const { deleting } = dialogs;

  const remove = async () => {
    if (!deleting) return;
    await storesApi.remove(deleting.id);
    dialogs.deleted(MSG.storeDeleted);
    await invalidate();
  };

  return (
    <>
      <PageHeader
        title="Negozi"
        description="I punti vendita, il loro personale e i fornitori con cui lavorano"
        actions={
          data?.permissions.can_create ? (
            <CreateButton label="Nuovo Negozio" blockedReason={data.permissions.create_blocked_reason} onClick={() => dialogs.openWizard({ store: null })} />
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

      <ListPanel
        query={list}
        failure={titledLoadFailure(MSG.storesLoadFailed)}
        loadingText="Caricamento negozi..."
        rowCount={stores.length}
        empty={{
          icon: IconBuildingStore,
          filtered: filtering,
          notFound: 'Nessun negozio trovato',
          hint: 'Prova a cambiare la ricerca o il filtro di stato.',
          none: 'Nessun negozio presente',
          noneHint: 'I negozi creati compariranno qui.',
        }}
        paging={{ pagination: data?.pagination, onPage: setPage, summary: ({ total }) => countOf(total, 'negozio', 'negozi'), singlePage: 'nothing' }}
      >
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {stores.map((store) => (
            <StoreCard
              key={store.id}
              store={store}
              showCompany={canViewAll}
              onView={() => dialogs.view(store.id)}
              onEdit={() => dialogs.openWizard({ store })}
              onDelete={() => dialogs.askDelete(store)}
            />
          ))}
        </SimpleGrid>
      </ListPanel>

      {dialogs.viewId !== null ? (
        <StoreDetailModal
          storeId={dialogs.viewId}
          showCompany={canViewAll}
          onClose={dialogs.closeView}
          onEdit={(store) => dialogs.editFromView({ store })}
        />
      ) : null}
      {dialogs.wizard ? <StoreWizard user={user} store={dialogs.wizard.store} onClose={dialogs.closeWizard} /> : null}
      <ConfirmModal
        opened={deleting !== null}
        title="Elimina negozio"
        message={fillMessage(MSG.storeDeleteConfirm, { name: deleting?.name ?? '' })}
        confirmLabel="Elimina"
        onCancel={dialogs.cancelDelete}
        onConfirm={remove}
        errorText={(error) => userMessage(error, MSG.storeDeleteFailed)}
        blockedReason={deleting && deleting.customers_count > 0 ? MSG.storeHasCustomers : null}
      />
    </>
  );
}
