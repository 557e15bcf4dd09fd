import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Typing searches once the keys have been quiet this long; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListUrlState<K extends string> {
  /** 1-based page, from ?page=. */
  page: number;
  /** The applied search, trimmed, from ?search= ('' for none). */
  search: string;
  /** Each filter's value from the URL ('' for none). */
  filters: Record<K, string>;
  /** What the search box shows (it runs ahead of `search` while the user types). */
  searchInput: string;
  setSearchInput(value: string): void;
  /** Enter: search now. */
  submitSearch(): void;
  setPage(page: number): void;
  /** A filter change starts again from page 1. */
  setFilter(key: K, value: string): void;
  /** Clears the search and every filter. */
  reset(): void;
}

/**
 * The state of a list (page, search, filters) lives in the URL query, so a reload and the browser's
 * Back keep it. Page and filter changes are history entries; the search replaces the current one
 * (Back does not replay every keystroke). One search behaviour for every list: debounced typing,
 * Enter at once, any change back to page 1.
 */
export function useListUrlState<K extends string>(filterKeys: readonly K[]): ListUrlState<K> {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;

  const [searchInput, setInput] = useState(search);
  // the search this page last wrote: a different one in the URL came from outside (Back, a link)
  const written = useRef(search);
  useEffect(() => {
    if (search !== written.current) {
      written.current = search;
      setInput(search);
    }
  }, [search]);

  // starts from the address as it is now, not as it was at the last render: the debounced search
  // may land right after a filter change whose render has not happened yet, and must keep it
  const update = (change: (next: URLSearchParams) => void, replace: boolean) => {
    const next = new URLSearchParams(window.location.search);
    change(next);
    setParams(next, { replace });
  };
  const setOrDelete = (next: URLSearchParams, key: string, value: string) => {
    if (value === '') next.delete(key);
    else next.set(key, value);
  };

  const applySearch = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === written.current && trimmed === search) return;
    written.current = trimmed;
    update((next) => {
      setOrDelete(next, 'search', trimmed);
      next.delete('page');
    }, true);
  };
  const debounced = useDebouncedCallback(applySearch, SEARCH_DEBOUNCE_MS);

  return {
    page,
    search,
    filters,
    searchInput,
    setSearchInput(value) {
      setInput(value);
      debounced(value);
    },
    submitSearch() {
      debounced.cancel();
      applySearch(searchInput);
    },
    setPage(next) {
      update((query) => setOrDelete(query, 'page', next > 1 ? String(next) : ''), false);
    },
    setFilter(key, value) {
      update((query) => {
        setOrDelete(query, key, value);
        query.delete('page');
      }, false);
    },
    reset() {
      debounced.cancel();
      written.current = '';
      setInput('');
      update((query) => {
        for (const key of ['search', 'page', ...filterKeys]) query.delete(key);
      }, false);
    },
  };
}
