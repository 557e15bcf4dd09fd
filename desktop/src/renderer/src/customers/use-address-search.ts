import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { can } from '@banco/shared';
import { useCurrentUser } from '../session/use-session.ts';
import { integrationsApi, integrationsKeys } from '../settings/integrations-api.ts';
import { SEARCH_DEBOUNCE_MS } from '../components/use-list-url-state.ts';
import { ADDRESS_SEARCH_MIN_CHARS, addressSuggestions, geocoderSearchUrl, type AddressSuggestion } from './address-search.ts';

/**
 * The company's own geocoder (Impostazioni → Integrazioni), readable by whoever edits the settings;
 * null without one (or for the others): the address is typed by hand.
 */
export function useCompanyGeocoder(): string | null {
  const user = useCurrentUser();
  const allowed = can(user.permissions, 'settings', 'edit');
  const query = useQuery({ queryKey: integrationsKeys.show, queryFn: ({ signal }) => integrationsApi.show(signal), enabled: allowed, retry: false });
  return allowed ? (query.data?.geocoder_url ?? null) : null;
}

export type AddressSearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; suggestions: AddressSuggestion[] }
  | { status: 'failed'; query: string };

/** Searches 300 ms after the last key from 3 characters (spec 2 §5.1, §9); a failure gives an empty list. */
export function useAddressSearch(geocoderUrl: string | null) {
  const [state, setState] = useState<AddressSearchState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const search = useDebouncedCallback((text: string) => {
    controller.current?.abort();
    if (geocoderUrl === null || text.trim().length < ADDRESS_SEARCH_MIN_CHARS) {
      setState({ status: 'idle' });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    const query = text.trim();
    setState({ status: 'searching', query });
    fetch(geocoderSearchUrl(geocoderUrl, query), { signal: current.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(
        (answer: unknown) => setState({ status: 'done', query, suggestions: addressSuggestions(answer) }),
        (error: unknown) => {
          if (current.signal.aborted) return;
          console.error('Errore nella ricerca indirizzi', error);
          setState({ status: 'failed', query });
        },
      );
  }, SEARCH_DEBOUNCE_MS);

  return { state, search, reset: () => setState({ status: 'idle' }) };
}
