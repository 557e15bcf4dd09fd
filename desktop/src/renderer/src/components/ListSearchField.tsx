import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ListUrlState } from './use-list-url-state.ts';

interface ListSearchFieldProps {
  list: Pick<ListUrlState<string>, 'searchInput' | 'setSearchInput' | 'submitSearch'>;
  placeholder: string;
}

/** The search box of every list: searches while typing (debounced) and at once on Enter. */
export function ListSearchField({ list, placeholder }: ListSearchFieldProps) {
  return (
    <TextInput
      label="Cerca"
      type="search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={list.searchInput}
      onChange={(event) => list.setSearchInput(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') list.submitSearch();
      }}
      style={{ flex: 1, minWidth: 220 }}
    />
  );
}
