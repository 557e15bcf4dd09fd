import { Button, Group, Paper } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { can, PAGE_SIZE, type CustomerDto } from '@banco/shared';
import { countOf } from '../format/format.ts';
import { SuccessBanner } from '../components/Banners.tsx';
import { loadFailure } from '../components/load-failure.ts';
import { ListPanel } from '../components/ListPanel.tsx';
import { ListSearchButton, ListSearchField } from '../components/ListSearchField.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useListUrlState } from '../components/use-list-url-state.ts';
import { useSuccessBanner } from '../components/use-success-banner.ts';
import { useCurrentUser } from '../session/use-session.ts';
import { CustomerDetailModal } from './CustomerDetailModal.tsx';
import { CustomersTable } from './CustomersTable.tsx';
import { CustomerWizard, type CustomerWizardTarget } from './CustomerWizard.tsx';
import { CUSTOMER_TEXT } from './customer-texts.ts';
import { DeleteCustomerModal } from './DeleteCustomerModal.tsx';
import { useCustomersList } from './use-customers.ts';

const NO_FILTERS = [] as const;

/** /customers: 'Clienti' (spec 2 §2.1), with the wizard (§2.2) and the detail (§2.3). */
export function CustomersPage() {
  const listState = useListUrlState(NO_FILTERS);
  const { page, search, setPage } = listState;
  const [viewId, setViewId] = useState<number | null>(null);
  const [wizard, setWizard] = useState<CustomerWizardTarget | null>(null);
  const [deleting, setDeleting] = useState<CustomerDto | null>(null);
  const [success, showSuccess] = useSuccessBanner();

  const query = useCustomersList({ page, per_page: PAGE_SIZE, search: search || undefined });
  const rows = query.data?.customers ?? [];
  const pagination = query.data?.pagination;
  const permissions = query.data?.permissions;
  // the header's button follows the session's permissions (the rule the list's can_create comes from), so it is there while the list loads or fails
  const user = useCurrentUser();
  const canCreate = can(user.permissions, 'customers', 'create');
  // the superadmin without a company works over every company: the list says whose each customer is
  const showCompany = user.role === 'superadmin' && user.company_id === null;

  const deleted = (message: string) => {
    setDeleting(null);
    showSuccess(message);
    if (rows.length === 1 && page > 1) setPage(page - 1);
  };
  const create = () => setWizard({ mode: 'create' });

  return (
    <>
      <PageHeader
        title="Clienti"
        description="Anagrafica clienti, consensi privacy e programma fedeltà ProFylo"
        actions={
          canCreate ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={create}>
              Nuovo Cliente
            </Button>
          ) : null
        }
      />

      <SuccessBanner message={success} />

      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <ListSearchField list={listState} placeholder="Nome, ragione sociale, codice fiscale, P.IVA, telefono, email..." />
          <ListSearchButton list={listState} />
        </Group>
      </Paper>

      <ListPanel
        query={query}
        failure={loadFailure(CUSTOMER_TEXT.listLoadFailed, CUSTOMER_TEXT.unknownError)}
        loadingText="Caricamento clienti..."
        rowCount={rows.length}
        empty={{
          icon: IconUsers,
          filtered: search !== '',
          notFound: 'Nessun cliente trovato',
          hint: 'Prova a cambiare la ricerca.',
          none: 'Nessun cliente presente',
          addFirst: permissions?.can_create ? { label: 'Aggiungi Primo Cliente', onClick: create } : null,
        }}
        paging={{ pagination, onPage: setPage, summary: ({ total }) => countOf(total, 'cliente', 'clienti'), singlePage: 'nothing' }}
      >
        {permissions ? (
          <CustomersTable
            customers={rows}
            permissions={permissions}
            showCompany={showCompany}
            onView={(customer) => setViewId(customer.id)}
            onEdit={(customer) => setWizard({ mode: 'edit', customerId: customer.id })}
            onDelete={(customer) => setDeleting(customer)}
          />
        ) : null}
      </ListPanel>

      <CustomerDetailModal
        customerId={viewId}
        onClose={() => setViewId(null)}
        onEdit={(id) => {
          setViewId(null);
          setWizard({ mode: 'edit', customerId: id });
        }}
      />
      {wizard ? <CustomerWizard target={wizard} onClose={() => setWizard(null)} /> : null}
      {deleting ? <DeleteCustomerModal customer={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} /> : null}
    </>
  );
}
