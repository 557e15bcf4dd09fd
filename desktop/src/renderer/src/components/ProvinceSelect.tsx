import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo, type Ref } from 'react';
import { filterProvinces, provinceOptions } from './province-options.ts';

const filter: OptionsFilter = ({ options, search }) => filterProvinces(options as ComboboxItem[], search);

/** Provincia of an address: one of the official sigle, searchable by sigla or name ('mi', 'Milano'). */
export function ProvinceSelect({
  value,
  onChange,
  onBlur,
  error,
  name,
  inputRef,
  withAsterisk,
}: {
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  withAsterisk?: boolean;
}) {
  const data = useMemo(() => provinceOptions(value), [value]);
  return (
    <Select
      label="Provincia"
      placeholder="Cerca sigla o nome"
      data={data}
      value={value ? value : null}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      name={name}
      ref={inputRef}
      error={error}
      withAsterisk={withAsterisk}
      searchable
      clearable
      filter={filter}
      nothingFoundMessage="Nessuna provincia trovata"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
