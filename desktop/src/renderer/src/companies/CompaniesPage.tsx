import { Button, Group, NativeSelect, Paper } from '@mantine/core';
import { IconBuildingOff, IconFilterOff, IconPlus } from '@tabler/icons-react';
import {
  MSG,
  PAGE_SIZE,
  PLAN_FILTERS,
  isSubscriptionStatus,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  type CompanyListItem,
  type PlanFilter,
  type SubscriptionStatus,
} from '@banco/shared';
import { SuccessBanner } from '../components/Banners.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { CompaniesTable } from './admin/CompaniesTable.tsx';
import { CompanyDetailModal } from './admin/CompanyDetailModal.tsx';
import { CompanyStatsCards } from './admin/CompanyStatsCards.tsx';
import { CompanyWizard, type WizardTarget } from './admin/CompanyWizard.tsx';
import { DeleteCompanyModal } from './admin/DeleteCompanyModal.tsx';
import { userMessage } from '../api/errors.ts';
import { pageRangeText } from './admin/company-format.ts';
import { useCompaniesList } from './admin/use-companies.ts';
import { ListPanel } from '../components/ListPanel.tsx';
import { ListSearchField } from '../components/ListSearchField.tsx';
import { useListUrlState } from '../components/use-list-url-state.ts';
import { useRowDialogs } from '../components/use-row-dialogs.ts';
import { useSuccessBanner } from '../components/use-success-banner.ts';

const FILTER_KEYS = ['status', 'plan'] as const;

const STATUS_OPTIONS = [
  { value: '', label: 'Tutti gli stati' },
  ...SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: SUBSCRIPTION_STATUS_LABELS[status] })),
];
const PLAN_OPTIONS = [
  { value: '', label: 'Tutti i piani' },
  ...PLAN_FILTERS.map((plan) => ({ value: plan, label: plan.charAt(0).toUpperCase() + plan.slice(1) })),
];


/** /companies, superadmin only: 'Gestione Aziende' (spec 1 §2). */
export function CompaniesPage() {
  const listState = useListUrlState(FILTER_KEYS);
  const { page, search, setPage } = listState;
  const status: SubscriptionStatus | '' = isSubscriptionStatus(listState.filters.status) ? listState.filters.status : '';
  const plan = (PLAN_FILTERS as readonly string[]).includes(listState.filters.plan) ? (listState.filters.plan as PlanFilter) : '';
  const [success, showSuccess] = useSuccessBanner();

  const query = useCompaniesList({
    page,
    per_page: PAGE_SIZE,
    search: search || undefined,
    status: status || null,
    plan: plan || null,
  });
  const result = query.data;
  const rows = result?.data ?? [];
  const pagination = result?.pagination;
  const filtered = search !== '' || status !== '' || plan !== '';
  const dialogs = useRowDialogs<CompanyListItem, WizardTarget>({ page, setPage, rowsOnPage: rows.length }, showSuccess);

  const resetFilters = () => listState.reset();

  return (
    <>
      <PageHeader
        title="Gestione Aziende"
        description="Aziende clienti, piani di abbonamento e stato dei servizi"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => dialogs.openWizard({ mode: 'create' })}>
            Nuova Azienda
          </Button>
        }
      />

      <SuccessBanner message={success} />

      <CompanyStatsCards stats={result?.stats} />

      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <ListSearchField list={listState} placeholder="Nome, email o partita IVA" />
          <NativeSelect
            label="Stato"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(event) => listState.setFilter('status', event.currentTarget.value)}
            w={190}
          />
          <NativeSelect
            label="Piano"
            data={PLAN_OPTIONS}
            value={plan}
            onChange={(event) => listState.setFilter('plan', event.currentTarget.value)}
            w={190}
          />
          <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={resetFilters} disabled={!filtered}>
            Reimposta filtri
          </Button>
        </Group>
      </Paper>

      <ListPanel
        query={query}
        failure={{ message: (error) => userMessage(error, MSG.companiesLoadFailed, MSG.companyConnectionError) }}
        loadingText="Caricamento aziende..."
        rowCount={rows.length}
        empty={{ icon: IconBuildingOff, filtered, notFound: 'Nessuna azienda trovata', hint: 'Prova a cambiare o reimpostare i filtri.', none: 'Nessuna azienda trovata' }}
        paging={{ pagination, onPage: setPage, summary: (pages) => pageRangeText(pages, rows.length), summaryTestId: 'companies-range', singlePage: 'count-and-pager' }}
      >
        <CompaniesTable
          companies={rows}
          onView={(company) => dialogs.view(company.id)}
          onEdit={(company) => dialogs.openWizard({ mode: 'edit', companyId: company.id })}
          onDelete={dialogs.askDelete}
        />
      </ListPanel>

      <CompanyDetailModal
        companyId={dialogs.viewId}
        onClose={dialogs.closeView}
        onEdit={(company) => dialogs.editFromView({ mode: 'edit', companyId: company.id })}
      />
      {dialogs.wizard ? <CompanyWizard target={dialogs.wizard} onClose={dialogs.closeWizard} /> : null}
      {dialogs.deleting ? <DeleteCompanyModal company={dialogs.deleting} onClose={dialogs.cancelDelete} onDeleted={dialogs.deleted} /> : null}
    </>
  );
}
