import { Button, TextInput } from '@mantine/core';
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

/** 'Cerca' beside the search box and the filters: searches now, as Enter does in the box. */
export function ListSearchButton({ list }: { list: Pick<ListUrlState<string>, 'submitSearch'> }) {
  return (
    <Button variant="default" leftSection={<IconSearch size={16} aria-hidden />} onClick={list.submitSearch}>
      Cerca
    </Button>
  );
}
