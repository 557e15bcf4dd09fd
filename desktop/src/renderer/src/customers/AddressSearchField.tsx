import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import type { AddressSuggestion } from '@banco/shared';
import { swapFieldKeepingFocus } from '../components/field-swap.ts';
import { LockedField } from './LockedField.tsx';
import { useAddressSearch, type AddressSearchState } from './use-address-search.ts';

interface AddressSearchFieldProps {
  value: string;
  error: string | undefined;
  /** Filled from a chosen suggestion: read-only until unlocked (spec 2 §4). */
  locked: boolean;
  onChange(value: string): void;
  onChoose(suggestion: AddressSuggestion): void;
  onUnlock(): void;
}

/**
 * 'Indirizzo' with the address autocomplete (spec 2 §2.12, §4): suggestions from 3 characters, chosen
 * with the mouse or the arrows and Enter (Escape closes the list, not the wizard). A street fills
 * address, number, city, province and CAP and locks the field; a comune (the offline answer) fills
 * city, province and CAP only.
 */
export function AddressSearchField({ value, error, locked, onChange, onChoose, onUnlock }: AddressSearchFieldProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { state, search } = useAddressSearch();
  const results = state.status === 'done' ? state.data.results : [];

  if (locked) {
    return <LockedField label="Indirizzo" value={value} description="Dall'indirizzo scelto" unlockLabel="Sblocca indirizzo" onUnlock={onUnlock} />;
  }
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(index) => {
        const chosen = results[Number(index)];
        combobox.closeDropdown();
        // a street locks the field: the focus stays on it (the locked field), not on the page
        if (chosen) swapFieldKeepingFocus(document.activeElement, () => onChoose(chosen));
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label="Indirizzo"
          withAsterisk
          placeholder="Via Roma 1, Milano"
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value}
          error={error}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            search(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        {results.length > 0 && state.status === 'done' && state.data.source === 'comuni' ? (
          <Combobox.Header>
            <Text size="xs" c="dimmed">
              Ricerca indirizzi non disponibile: comuni con provincia e CAP
            </Text>
          </Combobox.Header>
        ) : null}
        <Combobox.Options aria-label="Indirizzi suggeriti" mah={260} style={{ overflowY: 'auto' }}>
          {results.map((suggestion, index) => (
            <Combobox.Option key={`${suggestion.label}-${index}`} value={String(index)}>
              <Group gap="xs" wrap="nowrap">
                <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">{suggestion.label}</Text>
              </Group>
            </Combobox.Option>
          ))}
          {results.length === 0 ? <Combobox.Empty>{emptyText(state)}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function emptyText(state: AddressSearchState) {
  if (state.status === 'short') return 'Digita almeno 3 caratteri per cercare indirizzi';
  if (state.status === 'searching') return 'Ricerca indirizzi...';
  return (
    <>
      <Text size="sm">Nessun indirizzo trovato per "{state.query}"</Text>
      <Text size="xs" c="dimmed">
        Prova con un indirizzo più specifico (via, numero civico e città)
      </Text>
    </>
  );
}
