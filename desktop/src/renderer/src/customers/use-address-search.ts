import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { ADDRESS_SEARCH_MIN_CHARS, type AddressSearchData } from '@banco/shared';
import { apiClient } from '../app/services.ts';
import { SEARCH_DEBOUNCE_MS } from '../components/use-list-url-state.ts';
import { createAddressSearchEndpoints } from './address-search-api.ts';

const addressSearchApi = createAddressSearchEndpoints(apiClient);

/** What the suggestions panel shows for the text typed so far. */
export type AddressSearchState =
  | { status: 'short' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; data: AddressSearchData };

/**
 * Spec 2 §2.12: from 3 characters, the suggestions for the typed address 300 ms after the last key;
 * an older search still running is dropped. A failed search ('Errore nella ricerca indirizzi',
 * spec 2 §8) gives an empty list.
 */
export function useAddressSearch() {
  const [state, setState] = useState<AddressSearchState>({ status: 'short' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useDebouncedCallback((query: string) => {
    const current = new AbortController();
    controller.current = current;
    addressSearchApi.search(query, current.signal).then(
      (data) => setState({ status: 'done', query, data }),
      (error: unknown) => {
        if (current.signal.aborted) return;
        console.warn('Errore nella ricerca indirizzi', error);
        setState({ status: 'done', query, data: { results: [], source: 'geocoder' } });
      },
    );
  }, SEARCH_DEBOUNCE_MS);

  const search = (text: string) => {
    controller.current?.abort();
    const query = text.trim();
    if (query.length < ADDRESS_SEARCH_MIN_CHARS) {
      run.cancel();
      setState({ status: 'short' });
      return;
    }
    setState({ status: 'searching', query });
    run(query);
  };

  return { state, search };
}
