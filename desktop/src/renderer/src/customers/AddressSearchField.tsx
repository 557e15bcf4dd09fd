import { Autocomplete, Loader } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { fillMessage } from '@banco/shared';
import { ADDRESS_SEARCH_MIN_CHARS, ADDRESS_SEARCH_TEXT, type AddressSuggestion } from './address-search.ts';
import { useAddressSearch } from './use-address-search.ts';

interface AddressSearchFieldProps {
  geocoderUrl: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onPick(suggestion: AddressSuggestion): void;
}

/** Indirizzo with suggestions from the company's geocoder (spec 2 §2.12); typing by hand always works. */
export function AddressSearchField({ geocoderUrl, value, error, onChange, onPick }: AddressSearchFieldProps) {
  const { state, search } = useAddressSearch(geocoderUrl);
  const suggestions = state.status === 'done' ? state.suggestions : [];
  const labels = [...new Set(suggestions.map((suggestion) => suggestion.label))];
  const typed = value.trim();
  const hint =
    typed.length > 0 && typed.length < ADDRESS_SEARCH_MIN_CHARS
      ? ADDRESS_SEARCH_TEXT.tooShort
      : state.status === 'failed'
        ? ADDRESS_SEARCH_TEXT.failed
        : state.status === 'done' && suggestions.length === 0
          ? `${fillMessage(ADDRESS_SEARCH_TEXT.noResults, { query: state.query })}. ${ADDRESS_SEARCH_TEXT.tryMoreSpecific}`
          : 'Cerca via e numero civico, oppure scrivi l\'indirizzo a mano';
  return (
    <Autocomplete
      label="Indirizzo"
      withAsterisk
      placeholder="Via Roma 1, Milano"
      value={value}
      error={error}
      description={hint}
      data={labels}
      filter={({ options }) => options}
      leftSection={<IconMapPin size={16} aria-hidden />}
      rightSection={state.status === 'searching' ? <Loader size="xs" aria-label="Ricerca indirizzi" /> : null}
      onChange={(text) => {
        onChange(text);
        search(text);
      }}
      onOptionSubmit={(label) => {
        const picked = suggestions.find((suggestion) => suggestion.label === label);
        if (picked) onPick(picked);
      }}
      comboboxProps={{ withinPortal: true }}
      data-autofocus
    />
  );
}
