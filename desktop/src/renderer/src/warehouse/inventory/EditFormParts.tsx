import { Button, Group, Select, TextInput } from '@mantine/core';
import { DEFAULT_LOCATION_LABELS, DEFAULT_LOCATIONS, type InventoryItem } from '@banco/shared';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { useStorageLocations } from './use-inventory.ts';

/** The product, read-only: the dialog changes this row, not the catalogue. */
export function ProductNameField({ item }: { item: InventoryItem }) {
  return <TextInput label="Prodotto" value={`${item.product_name} · ${item.store_name}`} readOnly variant="filled" />;
}

/** The locations of the row's store (the defaults and its own); the current one always among them. */
export function LocationSelect({
  item,
  value,
  onChange,
  error,
}: {
  item: InventoryItem;
  value: string | undefined;
  onChange(value: string | undefined): void;
  error: string | undefined;
}) {
  const locations = useStorageLocations(item.store_id);
  const options = locations.data
    ? locations.data.map((location) => ({ value: location.code, label: location.name }))
    : DEFAULT_LOCATIONS.map((code) => ({ value: code, label: DEFAULT_LOCATION_LABELS[code] }));
  if (!options.some((option) => option.value === item.location)) options.push({ value: item.location, label: item.location_label });
  return (
    <Select
      label="Ubicazione"
      data={options}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      allowDeselect={false}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A price field: '' in the box is no price (null). */
export function PriceInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null | undefined;
  onChange(value: string | null): void;
  error: string | undefined;
}) {
  return <MoneyInput label={label} leftSection="€" min={0} value={value ?? ''} onChange={(next) => onChange(next === '' ? null : next)} error={error} />;
}

export function EditFormFooter({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Annulla
      </Button>
      <Button type="submit" loading={busy}>
        Salva
      </Button>
    </Group>
  );
}
