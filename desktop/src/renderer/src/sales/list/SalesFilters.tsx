import { Button, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { StoreSummary } from '@banco/shared';
import { DateField } from '../../components/DateField.tsx';
import { activeFilterCount, dateRangeError, type SalesFilterKey, type SalesUrlFilters } from './sales-list-query.ts';

interface SalesFiltersProps {
  filters: SalesUrlFilters;
  setFilter(key: SalesFilterKey, value: string): void;
  onReset(): void;
  /** The user's stores; the store filter shows when there are several. */
  stores: readonly StoreSummary[];
  hasSearch: boolean;
}

/** The store and the period of the sales list ('Dal', 'Al': the day of the sale). */
export function SalesFilters({ filters, setFilter, onReset, stores, hasSearch }: SalesFiltersProps) {
  return (
    <>
      {stores.length > 1 ? (
        <Select
          label="Negozio"
          placeholder="Tutti i negozi"
          data={stores.map((store) => ({ value: String(store.id), label: store.name }))}
          value={filters.store_id === '' ? null : filters.store_id}
          onChange={(value) => setFilter('store_id', value ?? '')}
          clearable
          comboboxProps={{ withinPortal: true }}
          w={240}
        />
      ) : null}
      <div style={{ width: 160 }}>
        <DateField label="Dal" value={filters.date_from} onChange={(value) => setFilter('date_from', value)} />
      </div>
      <div style={{ width: 160 }}>
        <DateField label="Al" value={filters.date_to} onChange={(value) => setFilter('date_to', value)} error={dateRangeError(filters) ?? undefined} />
      </div>
      {activeFilterCount(filters) > 0 || hasSearch ? (
        <Button variant="subtle" mt={25} leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onReset}>
          Azzera filtri
        </Button>
      ) : null}
    </>
  );
}
