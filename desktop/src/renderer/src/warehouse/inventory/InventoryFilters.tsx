import { Button, Group, Paper, Select, SimpleGrid, Switch } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { DEFAULT_LOCATION_LABELS, DEFAULT_LOCATIONS, PIECE_STATUS_LABELS, PIECE_STATUSES, PRODUCT_CATEGORIES } from '@banco/shared';
import { LoadError } from '../../components/Banners.tsx';
import { DateField } from '../../components/DateField.tsx';
import { INVENTORY_TEXT } from './inventory-texts.ts';
import type { InventoryFilterKey, InventoryUrlFilters } from './inventory-query.ts';
import { useStorageLocations, useSupplierPicks } from './use-inventory.ts';

interface InventoryFiltersProps {
  filters: InventoryUrlFilters;
  setFilter(key: InventoryFilterKey, value: string): void;
  onReset(): void;
  /** The stores the user sees; the store filter shows when there are several. */
  stores: readonly { id: number; name: string }[];
  /** Set when the stores failed to load: asks for them again. */
  onStoresRetry: (() => void) | null;
  /** Owners and managers: the sold items ('Mostra venduti') and the 'Venduto' status (spec 3 §6). */
  seesSold: boolean;
}

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));
const DEFAULT_LOCATION_OPTIONS = DEFAULT_LOCATIONS.map((code) => ({ value: code, label: DEFAULT_LOCATION_LABELS[code] }));

/** The expandable filter panel (spec 3 §2): category, status, supplier, store, location, low stock, purchase dates, sold items. */
export function InventoryFilters({ filters, setFilter, onReset, stores, onStoresRetry, seesSold }: InventoryFiltersProps) {
  const suppliers = useSupplierPicks(true);
  const onlyStore = stores.length === 1 ? (stores[0]?.id ?? null) : null;
  const locationStore = Number(filters.store_id) || onlyStore;
  const locations = useStorageLocations(locationStore);
  const locationOptions = locations.data ? locations.data.map((location) => ({ value: location.code, label: location.name })) : DEFAULT_LOCATION_OPTIONS;
  const statusOptions = PIECE_STATUSES.filter((status) => seesSold || status !== 'sold').map((status) => ({ value: status, label: PIECE_STATUS_LABELS[status] }));

  const select = (key: InventoryFilterKey, label: string, data: { value: string; label: string }[], searchable = false) => (
    <Select
      label={label}
      placeholder="Tutti"
      data={data}
      value={filters[key] === '' ? null : filters[key]}
      onChange={(value) => setFilter(key, value ?? '')}
      clearable
      searchable={searchable}
      nothingFoundMessage="Nessun risultato"
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" mb="md" id="inventory-filters" aria-label="Filtri inventario" component="section">
      {/* an empty supplier or store list would look like a shop without any */}
      {suppliers.isError || onStoresRetry !== null ? (
        <LoadError
          mb="sm"
          title={INVENTORY_TEXT.filtersLoadFailed}
          onRetry={() => {
            if (suppliers.isError) void suppliers.refetch();
            onStoresRetry?.();
          }}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
        {select('category', 'Categoria', CATEGORY_OPTIONS)}
        {select('status', 'Stato', statusOptions)}
        {select(
          'supplier_id',
          'Fornitore',
          (suppliers.data ?? []).map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
          true,
        )}
        {stores.length > 1 ? (
          <Select
            label="Negozio"
            placeholder="Tutti i negozi"
            data={stores.map((store) => ({ value: String(store.id), label: store.name }))}
            value={filters.store_id === '' ? null : filters.store_id}
            onChange={(value) => {
              // another store has other locations: the location filter starts over
              if (filters.location !== '') setFilter('location', '');
              setFilter('store_id', value ?? '');
            }}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {select('location', 'Ubicazione', locationOptions)}
        <DateField label="Acquistato dal" value={filters.date_from} onChange={(value) => setFilter('date_from', value)} />
        <DateField label="Acquistato al" value={filters.date_to} onChange={(value) => setFilter('date_to', value)} />
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="md">
        <Group gap="lg">
          <Switch
            label="Solo scorta bassa"
            checked={filters.low_stock === 'true'}
            onChange={(event) => setFilter('low_stock', event.currentTarget.checked ? 'true' : '')}
          />
          {seesSold ? (
            <Switch
              label="Mostra venduti"
              checked={filters.show_sold === 'true'}
              onChange={(event) => setFilter('show_sold', event.currentTarget.checked ? 'true' : '')}
            />
          ) : null}
        </Group>
        <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onReset}>
          Azzera filtri
        </Button>
      </Group>
    </Paper>
  );
}
