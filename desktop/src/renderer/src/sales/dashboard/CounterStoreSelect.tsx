import { Select } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { CounterStore } from '../use-counter-store.ts';

/** The counter's store, for a user of several stores (the choice is remembered on this PC). */
export function CounterStoreSelect({ counter }: { counter: CounterStore }) {
  return (
    <Select
      aria-label="Negozio"
      data={counter.stores.map((store) => ({ value: String(store.id), label: store.name }))}
      value={counter.store ? String(counter.store.id) : null}
      onChange={(value) => {
        if (value !== null) counter.choose(Number(value));
      }}
      allowDeselect={false}
      leftSection={<IconBuildingStore size={16} aria-hidden />}
      comboboxProps={{ withinPortal: true }}
      w={240}
    />
  );
}
