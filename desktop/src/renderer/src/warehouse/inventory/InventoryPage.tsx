import { Alert, Badge, Button, Collapse, Group, Paper } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconInfoCircle, IconPackage, IconScan, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { can, STOCK_MSG, type InventoryItem, type InventorySort } from '@banco/shared';
import { countOf } from '../../format/format.ts';
import { ErrorBanner, SuccessBanner } from '../../components/Banners.tsx';
import { loadFailure } from '../../components/load-failure.ts';
import { ListPanel } from '../../components/ListPanel.tsx';
import { ListSearchButton, ListSearchField } from '../../components/ListSearchField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListUrlState } from '../../components/use-list-url-state.ts';
import { useSuccessBanner } from '../../components/use-success-banner.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { DeleteInventoryModal } from './DeleteInventoryModal.tsx';
import type { ReturnTo } from '../goods-receipt/GoodsReceiptPage.tsx';
import type { InventoryRowRef } from './inventory-api.ts';
import { activeFilterCount, INVENTORY_FILTER_KEYS, inventoryQueryOf, nextSort, orderOf, sortOf } from './inventory-query.ts';
import { INVENTORY_TEXT } from './inventory-texts.ts';
import { InventoryDetailModal } from './InventoryDetailModal.tsx';
import { InventoryEditModal } from './InventoryEditModal.tsx';
import { InventoryExportMenu } from './InventoryExportMenu.tsx';
import { InventoryFilters } from './InventoryFilters.tsx';
import { InventoryPager } from './InventoryPager.tsx';
import { InventoryStats } from './InventoryStats.tsx';
import { InventoryTable } from './InventoryTable.tsx';
import { ScanImeiModal } from './ScanImeiModal.tsx';
import { useInventoryList, useInventoryStores } from './use-inventory.ts';

/**
 * /warehouse/inventory: 'Inventario Magazzino' (spec 3 §2): stats, search, filters, the sortable table
 * with its pages, detail, edit and delete, the IMEI scan, the export and the way to the goods receipt.
 * Page, search, filters and sort live in the address (reload and Back keep them).
 */
export function InventoryPage() {
  const user = useCurrentUser();
  const location = useLocation();
  const canCreate = can(user.permissions, 'warehouse', 'create');
  const canEdit = can(user.permissions, 'warehouse', 'edit');
  const canDelete = can(user.permissions, 'warehouse', 'delete');

  const listState = useListUrlState(INVENTORY_FILTER_KEYS);
  const [, setParams] = useSearchParams();
  const { page, search, filters, setPage, setFilter } = listState;
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(filters) > 0);
  const [detailRow, setDetailRow] = useState<InventoryRowRef | null>(null);
  const [editing, setEditing] = useState<{ item: InventoryItem; fromDetail: boolean } | null>(null);
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const [scanning, setScanning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, showSuccess] = useSuccessBanner();
  // what the server said the caller may see (the sold items only for owners and managers, spec 3 §6)
  const [seesPurchasePrices, setSeesPurchasePrices] = useState(false);

  const listQuery = inventoryQueryOf(page, search, filters, seesPurchasePrices);
  const query = useInventoryList(listQuery);
  const stores = useInventoryStores();
  const data = query.data;
  if (data && data.sees_purchase_prices !== seesPurchasePrices) setSeesPurchasePrices(data.sees_purchase_prices);
  const rows = data?.items ?? [];
  const pagination = data?.pagination;
  const sort = { sort: sortOf(filters), order: orderOf(filters) };
  const filterCount = activeFilterCount(filters);

  const onSort = (column: InventorySort) => {
    // sort and order in one history entry, back to page 1
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(nextSort(sort, column))) {
      if (value === '') next.delete(key);
      else next.set(key, value);
    }
    next.delete('page');
    setParams(next);
  };
  const saved = (message: string) => {
    // an edit opened from the detail goes back to it, with the new movement
    if (editing?.fromDetail) setDetailRow({ kind: editing.item.kind, id: editing.item.id });
    setEditing(null);
    showSuccess(message);
  };
  const deleted = (message: string) => {
    setDeleting(null);
    setDetailRow(null);
    showSuccess(message);
    if (rows.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <>
      <PageHeader
        title={INVENTORY_TEXT.title}
        description={INVENTORY_TEXT.description}
        actions={
          <>
            <Button variant="default" leftSection={<IconScan size={16} aria-hidden />} onClick={() => setScanning(true)}>
              Scansiona
            </Button>
            <InventoryExportMenu query={listQuery} onError={setFailure} />
            {canCreate ? (
              <Button
                component={Link}
                to="/warehouse/load-merchandise"
                state={{ returnTo: `${location.pathname}${location.search}` } satisfies ReturnTo}
                leftSection={<IconTruckDelivery size={18} aria-hidden />}
              >
                Carica Merce
              </Button>
            ) : null}
          </>
        }
      />

      <SuccessBanner message={success} testId="inventory-success" />
      <ErrorBanner message={failure} testId="inventory-error" />

      {data?.limited_to_own_stores ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="md" data-testid="inventory-scoped-notice">
          {STOCK_MSG.scopedNotice}
        </Alert>
      ) : null}

      {data ? <InventoryStats stats={data.stats} /> : null}

      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <ListSearchField list={listState} placeholder="Nome, marca, modello, IMEI, seriale..." />
          <Button
            variant={filtersOpen ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={
              filterCount > 0 ? (
                <Badge size="sm" circle aria-label={`${filterCount} filtri attivi`}>
                  {filterCount}
                </Badge>
              ) : null
            }
            aria-expanded={filtersOpen}
            aria-controls="inventory-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filtri
          </Button>
          <ListSearchButton list={listState} />
        </Group>
      </Paper>

      <Collapse expanded={filtersOpen} keepMounted={false}>
        <InventoryFilters filters={filters} setFilter={setFilter} onReset={listState.reset} stores={stores.data ?? []} onStoresRetry={stores.isError ? () => void stores.refetch() : null} seesSold={seesPurchasePrices} />
      </Collapse>

      <ListPanel
        query={query}
        failure={loadFailure(INVENTORY_TEXT.listLoadFailed, INVENTORY_TEXT.unknownError)}
        loadingText={INVENTORY_TEXT.loading}
        rowCount={rows.length}
        empty={{ icon: IconPackage, filtered: search !== '' || filterCount > 0, notFound: STOCK_MSG.noProducts, hint: INVENTORY_TEXT.emptyHint, none: STOCK_MSG.noProducts }}
        paging={{
          pagination,
          onPage: setPage,
          summary: ({ total }) => countOf(total, 'riga in elenco', 'righe in elenco'),
          summaryTestId: 'inventory-total',
          pager: InventoryPager,
        }}
      >
        <InventoryTable
          items={rows}
          sort={sort}
          onSort={onSort}
          canEdit={canEdit}
          canDelete={canDelete}
          onView={(item) => setDetailRow({ kind: item.kind, id: item.id })}
          onEdit={(item) => setEditing({ item, fromDetail: false })}
          onDelete={setDeleting}
        />
      </ListPanel>

      <InventoryDetailModal
        row={detailRow}
        seesPurchasePrices={seesPurchasePrices}
        canEdit={canEdit}
        onClose={() => setDetailRow(null)}
        onEdit={(item) => {
          setDetailRow(null);
          setEditing({ item, fromDetail: true });
        }}
      />
      {editing ? <InventoryEditModal item={editing.item} seesPurchasePrices={seesPurchasePrices} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      {deleting ? <DeleteInventoryModal item={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} /> : null}
      {scanning ? (
        <ScanImeiModal
          onClose={() => setScanning(false)}
          onFound={(found) => {
            setScanning(false);
            setDetailRow({ kind: 'piece', id: found.piece.id });
          }}
        />
      ) : null}
    </>
  );
}
