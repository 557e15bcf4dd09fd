import { SALE_MSG } from '@banco/shared';
import { Alert, Button, Group, Paper } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../components/Banners.tsx';
import { loadFailure } from '../../components/load-failure.ts';
import { ListPanel } from '../../components/ListPanel.tsx';
import { ListSearchButton, ListSearchField } from '../../components/ListSearchField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListUrlState } from '../../components/use-list-url-state.ts';
import { SaleDetailModal } from '../detail/SaleDetailModal.tsx';
import { useCounterStore } from '../use-counter-store.ts';
import { SALES_FILTER_KEYS, salesCountText, salesListEmpty, salesListQueryOf } from './sales-list-query.ts';
import { SalesExportMenu } from './SalesExportMenu.tsx';
import { SalesFilters } from './SalesFilters.tsx';
import { SalesTable } from './SalesTable.tsx';
import { useSalesList } from './use-sales-list.ts';

const LOAD_FAILED = 'Errore nel caricamento delle vendite';

/**
 * /sales/list: the sales of the stores the user sees (the server scopes them by role), newest first:
 * search by number, customer or IMEI, store and period, pages of 20, the export, and the detail of a
 * sale. Page, search and filters live in the address.
 */
export function SalesListPage() {
  const listState = useListUrlState(SALES_FILTER_KEYS);
  const { page, search, filters, setPage, setFilter } = listState;
  const { stores } = useCounterStore();
  const [openSaleId, setOpenSaleId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const listQuery = salesListQueryOf(page, search, filters);
  const query = useSalesList(listQuery);
  const rows = query.data?.sales ?? [];

  return (
    <>
      <PageHeader
        title="Elenco vendite"
        description="Le vendite dei tuoi negozi, dalla più recente"
        actions={
          <>
            <Button component={Link} to="/sales" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              Gestione Vendite
            </Button>
            <SalesExportMenu query={listQuery} onError={setFailure} />
          </>
        }
      />

      <ErrorBanner message={failure} testId="sales-export-error" />

      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <ListSearchField list={listState} placeholder="Numero vendita, cliente, IMEI..." />
          <ListSearchButton list={listState} />
        </Group>
        <Group align="flex-start" gap="sm" mt="sm" wrap="wrap">
          <SalesFilters filters={filters} setFilter={setFilter} onReset={listState.reset} stores={stores} hasSearch={search !== ''} />
        </Group>
      </Paper>

      <ListPanel
        query={query}
        failure={loadFailure(LOAD_FAILED, 'Errore sconosciuto')}
        notice={
          query.data?.search_limited ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="md" role="status" data-testid="sales-search-limited">
              {SALE_MSG.searchCustomersLimited}
            </Alert>
          ) : null
        }
        loadingText="Caricamento vendite..."
        rowCount={rows.length}
        empty={{ icon: IconReceipt, ...salesListEmpty(search, filters) }}
        paging={{ pagination: query.data?.pagination, onPage: setPage, summary: ({ total }) => salesCountText(total), summaryTestId: 'sales-total' }}
      >
        <SalesTable sales={rows} onOpen={(sale) => setOpenSaleId(sale.id)} />
      </ListPanel>

      <SaleDetailModal saleId={openSaleId} onClose={() => setOpenSaleId(null)} />
    </>
  );
}
