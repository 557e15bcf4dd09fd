import { Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconSearch, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { can, PAGE_SIZE, type SupplierDto } from '@banco/shared';
import { countOf } from '../../format/format.ts';
import { userMessage } from '../../api/errors.ts';
import { ErrorBanner, LoadError, SuccessBanner } from '../../components/Banners.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ListSearchField } from '../../components/ListSearchField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useListUrlState } from '../../components/use-list-url-state.ts';
import { useSuccessBanner } from '../../components/use-success-banner.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { ACTIVE_OPTIONS } from '../catalogue/CatalogueFilters.tsx';
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
          <Select
            label="Stato"
            placeholder="Tutti"
            data={ACTIVE_OPTIONS}
            value={filters.active === '' ? null : filters.active}
            onChange={(value) => setFilter('active', value ?? '')}
            clearable
            w={140}
            comboboxProps={{ withinPortal: true }}
          />
          <Button variant="default" leftSection={<IconSearch size={16} aria-hidden />} onClick={listState.submitSearch}>
            Cerca
          </Button>
        </Group>
      </Paper>

      <Paper withBorder radius="md" p="md">
        {query.error ? (
          <LoadError title={SUPPLIER_TEXT.listLoadFailed} message={userMessage(query.error, SUPPLIER_TEXT.unknownError)} onRetry={() => void query.refetch()} mb="md" />
        ) : null}

        {query.isPending ? (
          <Group justify="center" py="xl" role="status">
            <Loader size="sm" />
            <Text c="dimmed">{SUPPLIER_TEXT.loading}</Text>
          </Group>
        ) : rows.length === 0 ? (
          query.error ? null : filtered ? (
            <EmptyState icon={IconTruck} title={SUPPLIER_TEXT.notFound} hint={SUPPLIER_TEXT.emptyHint} />
          ) : (
            <Stack align="center" gap={0}>
              <EmptyState icon={IconTruck} title={SUPPLIER_TEXT.empty} />
              {canCreate ? (
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create} mb="lg">
                  Aggiungi il primo fornitore
                </Button>
              ) : null}
            </Stack>
          )
        ) : (
          <SuppliersTable
            suppliers={rows}
            canEdit={canEdit}
            canVerify={canVerify}
            busy={busy}
            onEdit={(supplier) => setEditing({ supplier })}
            onVerify={(supplier) => void run(supplier, (id) => verify.mutateAsync(id), SUPPLIER_TEXT.verifyFailed)}
            onToggle={(supplier) => void run(supplier, (id) => toggleActive.mutateAsync(id), SUPPLIER_TEXT.statusFailed)}
          />
        )}

        {pagination && rows.length > 0 ? (
          <Group justify="space-between" mt="md">
            <Text size="sm" c="dimmed" data-testid="suppliers-total">
              {countOf(pagination.total, 'fornitore', 'fornitori')}
            </Text>
            {pagination.total_pages > 1 ? <Pager pagination={pagination} onPage={setPage} /> : null}
          </Group>
        ) : null}
      </Paper>

      {editing ? <SupplierFormModal supplier={editing.supplier} onClose={() => setEditing(null)} onSaved={saved} /> : null}
    </>
  );
}
