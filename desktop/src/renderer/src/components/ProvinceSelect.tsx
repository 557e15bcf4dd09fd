import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo, useState, type Ref } from 'react';
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
  const labelOf = (code: string | null | undefined) => data.find((option) => option.value === code)?.label ?? '';
  // the text in the field: what is typed while searching, the chosen province's label otherwise (also
  // when the province already chosen is picked again, which Mantine leaves as typed)
  const [search, setSearch] = useState(() => labelOf(value));
  const chosenLabel = labelOf(value);
  // a province set from outside (a reset, the saved data) shows its label: adjusted while rendering
  const [shownFor, setShownFor] = useState(chosenLabel);
  if (shownFor !== chosenLabel) {
    setShownFor(chosenLabel);
    setSearch(chosenLabel);
  }
  const typedProvince = (): ComboboxItem | undefined => {
    const text = search.trim();
    if (text === '' || text === chosenLabel) return undefined;
    const matches = filterProvinces(data, text);
    return data.find((option) => option.value === text.toUpperCase()) ?? (matches.length === 1 ? matches[0] : undefined);
  };
  return (
    <Select
      label="Provincia"
      placeholder="Cerca sigla o nome"
      data={data}
      value={value ? value : null}
      onChange={(next) => onChange(next ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      onOptionSubmit={(code) => setSearch(labelOf(code))}
      onKeyDown={(event) => {
        // Enter with a sigla typed whole, or a search that matches one province only, chooses it
        const typed = typedProvince();
        if (event.key !== 'Enter' || typed === undefined) return;
        onChange(typed.value);
        setSearch(typed.label);
      }}
      onBlur={() => {
        // so does leaving the field with Tab: a province typed is never dropped without a word
        const typed = typedProvince();
        if (typed && typed.value !== value) onChange(typed.value);
        else setSearch(chosenLabel);
        onBlur?.();
      }}
      name={name}
      ref={inputRef}
      error={error}
      withAsterisk={withAsterisk}
      searchable
      clearable
      // picking the current province again keeps it (the clear button empties the field)
      allowDeselect={false}
      filter={filter}
      nothingFoundMessage="Nessuna provincia trovata"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
