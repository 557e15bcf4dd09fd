import { Select } from '@mantine/core';
import { PRODUCT_CATEGORIES } from '@banco/shared';

export const CATALOGUE_FILTER_KEYS = ['category', 'active'] as const;
export type CatalogueFilterKey = (typeof CATALOGUE_FILTER_KEYS)[number];

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Solo attivi' },
  { value: 'false', label: 'Solo disattivati' },
];

interface CatalogueFiltersProps {
  filters: Record<CatalogueFilterKey, string>;
  setFilter(key: CatalogueFilterKey, value: string): void;
}

/** Category and active filters of the catalogue, beside its search ('' is every one). */
export function CatalogueFilters({ filters, setFilter }: CatalogueFiltersProps) {
  return (
    <>
      <Select
        label="Categoria"
        placeholder="Tutte"
        data={CATEGORY_OPTIONS}
        value={filters.category === '' ? null : filters.category}
        onChange={(value) => setFilter('category', value ?? '')}
        clearable
        w={150}
        comboboxProps={{ withinPortal: true }}
      />
      <ActiveFilter value={filters.active} onChange={(value) => setFilter('active', value)} />
    </>
  );
}

/** 'Stato' of the catalogue and of the suppliers: only the active rows, only the deactivated ones, or all (''). */
export function ActiveFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <Select
      label="Stato"
      placeholder="Tutti"
      data={ACTIVE_OPTIONS}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      clearable
      w={140}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
