import { Button, Group, Paper } from '@mantine/core';
import { IconFileTypeCsv, IconPackage, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { can, PAGE_SIZE, PRODUCT_CATEGORIES, type ProductCategory, type ProductDto, type ProductListQuery } from '@banco/shared';
import { countOf } from '../../format/format.ts';
import { userMessage } from '../../api/errors.ts';
import { ErrorBanner, SuccessBanner } from '../../components/Banners.tsx';
import { loadFailure } from '../../components/load-failure.ts';
import { ListPanel } from '../../components/ListPanel.tsx';
import { ListSearchButton, ListSearchField } from '../../components/ListSearchField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useFileDownload } from '../../components/use-file-download.ts';
import { useListUrlState } from '../../components/use-list-url-state.ts';
import { useSuccessBanner } from '../../components/use-success-banner.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { CatalogueFilters, CATALOGUE_FILTER_KEYS } from './CatalogueFilters.tsx';
import { CatalogueTable } from './CatalogueTable.tsx';
import { CATALOGUE_TEXT } from './catalogue-texts.ts';
import { DeleteProductModal } from './DeleteProductModal.tsx';
import { ProductFormModal } from './ProductFormModal.tsx';
import { catalogueApi, useCatalogueList, useCatalogueMutations } from './use-catalogue.ts';

const isCategory = (value: string): value is ProductCategory => (PRODUCT_CATEGORIES as readonly string[]).includes(value);

/**
 * /warehouse/products: 'Catalogo prodotti' (spec 3 §3, §7): search, category and active filters, the
 * table in pages of 20, new and edit in one dialog, deactivate / reactivate, delete, the CSV export.
 * Page, search and filters live in the address (reload and Back keep them).
 */
export function CataloguePage() {
  const user = useCurrentUser();
  const canCreate = can(user.permissions, 'warehouse', 'create');
  const canEdit = can(user.permissions, 'warehouse', 'edit');
  const canDelete = can(user.permissions, 'warehouse', 'delete');
  // purchase prices never leave the server for consultants (spec 3 §6): neither column nor field
  const seesPurchasePrices = user.role !== 'consultant';

  const listState = useListUrlState(CATALOGUE_FILTER_KEYS);
  const { page, search, filters, setPage, setFilter } = listState;
  const [editing, setEditing] = useState<{ product: ProductDto | null } | null>(null);
  const [deleting, setDeleting] = useState<ProductDto | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, showSuccess] = useSuccessBanner();
  const exporting = useFileDownload();
  const { toggleStatus } = useCatalogueMutations();

  const listQuery: ProductListQuery = {
    page,
    per_page: PAGE_SIZE,
    search: search || undefined,
    category: isCategory(filters.category) ? filters.category : undefined,
    active: filters.active === 'true' || filters.active === 'false' ? filters.active : undefined,
  };
  const query = useCatalogueList(listQuery);
  const rows = query.data?.products ?? [];
  const pagination = query.data?.pagination;
  const filtered = search !== '' || filters.category !== '' || filters.active !== '';

  const saved = (message: string) => {
    setEditing(null);
    setFailure(null);
    showSuccess(message);
  };
  const deleted = (message: string) => {
    setDeleting(null);
    setFailure(null);
    showSuccess(message);
    if (rows.length === 1 && page > 1) setPage(page - 1);
  };
  const toggle = async (product: ProductDto) => {
    setToggling(product.id);
    setFailure(null);
    try {
      showSuccess((await toggleStatus.mutateAsync(product.id)).message);
    } catch (error) {
      setFailure(userMessage(error, CATALOGUE_TEXT.statusFailed));
    } finally {
      setToggling(null);
    }
  };
  const create = () => setEditing({ product: null });

  return (
    <>
      <PageHeader
        title={CATALOGUE_TEXT.title}
        description={CATALOGUE_TEXT.description}
        actions={
          <>
            <Button
              variant="default"
              loading={exporting.busy !== null}
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
              onClick={() => void exporting.download('file', () => catalogueApi.exportFile(listQuery), CATALOGUE_TEXT.exportFailed)}
            >
              Esporta CSV
            </Button>
            {canCreate ? (
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={create}>
                Nuovo prodotto
              </Button>
            ) : null}
          </>
        }
      />

      <SuccessBanner message={success} testId="catalogue-success" />
      <ErrorBanner message={failure ?? exporting.failure} testId="catalogue-error" />

      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="sm">
          <ListSearchField list={listState} placeholder="Nome, marca, EAN, SKU..." />
          <CatalogueFilters filters={filters} setFilter={setFilter} />
          <ListSearchButton list={listState} />
        </Group>
      </Paper>

      <ListPanel
        query={query}
        failure={loadFailure(CATALOGUE_TEXT.listLoadFailed, CATALOGUE_TEXT.unknownError)}
        loadingText={CATALOGUE_TEXT.loading}
        rowCount={rows.length}
        empty={{
          icon: IconPackage,
          filtered,
          notFound: CATALOGUE_TEXT.notFound,
          hint: CATALOGUE_TEXT.emptyHint,
          none: CATALOGUE_TEXT.empty,
          addFirst: canCreate ? { label: 'Aggiungi il primo prodotto', onClick: create } : null,
        }}
        paging={{ pagination, onPage: setPage, summary: ({ total }) => countOf(total, 'prodotto', 'prodotti'), summaryTestId: 'catalogue-total' }}
      >
        <CatalogueTable
          products={rows}
          seesPurchasePrices={seesPurchasePrices}
          canEdit={canEdit}
          canDelete={canDelete}
          toggling={toggling}
          onEdit={(product) => setEditing({ product })}
          onToggle={(product) => void toggle(product)}
          onDelete={setDeleting}
        />
      </ListPanel>

      {editing ? <ProductFormModal product={editing.product} seesPurchasePrices={seesPurchasePrices} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      {deleting ? <DeleteProductModal product={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} /> : null}
    </>
  );
}
