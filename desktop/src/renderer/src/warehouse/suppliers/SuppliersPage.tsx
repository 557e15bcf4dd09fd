import { Button, Group, Paper } from '@mantine/core';
import { IconPlus, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { can, PAGE_SIZE, type SupplierDto } from '@banco/shared';
import { countOf } from '../../format/format.ts';
import { userMessage } from '../../api/errors.ts';
import { ErrorBanner, SuccessBanner } from '../../components/Banners.tsx';
import { loadFailure } from '../../components/load-failure.ts';
import { ListPanel } from '../../components/ListPanel.tsx';
import { ListSearchButton, ListSearchField } from '../../components/ListSearchField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListUrlState } from '../../components/use-list-url-state.ts';
import { useSuccessBanner } from '../../components/use-success-banner.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { ActiveFilter } from '../catalogue/CatalogueFilters.tsx';
import { SupplierFormModal } from './SupplierFormModal.tsx';
import { SuppliersTable } from './SuppliersTable.tsx';
import { SUPPLIER_TEXT } from './supplier-texts.ts';
import { useSupplierMutations, useSuppliersList } from './use-suppliers.ts';
import type { SupplierListQuery } from './suppliers-api.ts';

const FILTER_KEYS = ['active'] as const;

/**
 * /warehouse/suppliers: 'Fornitori' (spec 3 §5, §7): search and active filter, the table in pages of
 * 20, new and edit in one dialog, verify (the owners), deactivate / reactivate. Page, search and
 * filter live in the address.
 */
export function SuppliersPage() {
  const user = useCurrentUser();
  const canCreate = can(user.permissions, 'warehouse', 'create');
  const canEdit = can(user.permissions, 'warehouse', 'edit');
  // the contract's verify access: warehouse delete (superadmin and entrepreneur)
  const canVerify = can(user.permissions, 'warehouse', 'delete');

  const listState = useListUrlState(FILTER_KEYS);
  const { page, search, filters, setPage, setFilter } = listState;
  const [editing, setEditing] = useState<{ supplier: SupplierDto | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, showSuccess] = useSuccessBanner();
  const { verify, toggleActive } = useSupplierMutations();

  const listQuery: SupplierListQuery = {
    page,
    per_page: PAGE_SIZE,
    search: search || undefined,
    active: filters.active === 'true' || filters.active === 'false' ? filters.active : undefined,
  };
  const query = useSuppliersList(listQuery);
  const rows = query.data?.suppliers ?? [];
  const pagination = query.data?.pagination;
  const filtered = search !== '' || filters.active !== '';

  const run = async (supplier: SupplierDto, action: (id: number) => Promise<{ message: string }>, failedText: string) => {
    setBusy(supplier.id);
    setFailure(null);
    try {
      showSuccess((await action(supplier.id)).message);
    } catch (error) {
      setFailure(userMessage(error, failedText));
    } finally {
      setBusy(null);
    }
  };
  const saved = (message: string) => {
    setEditing(null);
    setFailure(null);
    showSuccess(message);
  };
  const create = () => setEditing({ supplier: null });

  return (
    <>
      <PageHeader
        title={SUPPLIER_TEXT.title}
        description={SUPPLIER_TEXT.description}
        actions={
          canCreate ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={create}>
              Nuovo fornitore
            </Button>
          ) : null
        }
      />

      <SuccessBanner message={success} testId="suppliers-success" />
      <ErrorBanner message={failure} testId="suppliers-error" />

      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="sm">
          <ListSearchField list={listState} placeholder="Nome o codice fornitore..." />
          <ActiveFilter value={filters.active} onChange={(value) => setFilter('active', value)} />
          <ListSearchButton list={listState} />
        </Group>
      </Paper>

      <ListPanel
        query={query}
        failure={loadFailure(SUPPLIER_TEXT.listLoadFailed, SUPPLIER_TEXT.unknownError)}
        loadingText={SUPPLIER_TEXT.loading}
        rowCount={rows.length}
        empty={{
          icon: IconTruck,
          filtered,
          notFound: SUPPLIER_TEXT.notFound,
          hint: SUPPLIER_TEXT.emptyHint,
          none: SUPPLIER_TEXT.empty,
          addFirst: canCreate ? { label: 'Aggiungi il primo fornitore', onClick: create } : null,
        }}
        paging={{ pagination, onPage: setPage, summary: ({ total }) => countOf(total, 'fornitore', 'fornitori'), summaryTestId: 'suppliers-total' }}
      >
        <SuppliersTable
          suppliers={rows}
          canEdit={canEdit}
          canVerify={canVerify}
          busy={busy}
          onEdit={(supplier) => setEditing({ supplier })}
          onVerify={(supplier) => void run(supplier, (id) => verify.mutateAsync(id), SUPPLIER_TEXT.verifyFailed)}
          onToggle={(supplier) => void run(supplier, (id) => toggleActive.mutateAsync(id), SUPPLIER_TEXT.statusFailed)}
        />
      </ListPanel>

      {editing ? <SupplierFormModal supplier={editing.supplier} onClose={() => setEditing(null)} onSaved={saved} /> : null}
    </>
  );
}
