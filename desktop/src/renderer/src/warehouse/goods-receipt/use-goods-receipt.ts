import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCATION_LABELS, DEFAULT_LOCATIONS, type StorageLocation } from '@banco/shared';
import { SEARCH_DEBOUNCE_MS } from '../../components/use-list-url-state.ts';
import { goodsReceiptApi } from './goods-receipt-api.ts';

export const goodsReceiptKeys = {
  suppliers: ['goods-receipt', 'suppliers'] as const,
  stores: ['goods-receipt', 'stores'] as const,
  search: (q: string) => ['goods-receipt', 'search', q] as const,
  locations: (storeId: number) => ['goods-receipt', 'locations', storeId] as const,
};

/** Initial-data loads of the goods receipt fail quietly (spec 3 §8: logged only): the lists stay empty. */
function logged<T>(what: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      console.error(`Caricamento ${what} non riuscito`, error);
      throw error;
    }
  };
}

export function useReceiptSuppliers() {
  return useQuery({ queryKey: goodsReceiptKeys.suppliers, queryFn: logged('fornitori', () => goodsReceiptApi.suppliers()), retry: false });
}

export function useReceiptStores() {
  return useQuery({ queryKey: goodsReceiptKeys.stores, queryFn: logged('negozi', () => goodsReceiptApi.stores()), retry: false });
}

export function useRefreshSuppliers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goodsReceiptKeys.suppliers });
}

/** The catalogue search from 2 characters, a moment after the last key. */
export function useProductSearch(text: string) {
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: goodsReceiptKeys.search(q),
    queryFn: ({ signal }) => logged('prodotti', () => goodsReceiptApi.searchProducts(q, signal))(),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const FALLBACK_LOCATIONS: StorageLocation[] = DEFAULT_LOCATIONS.map((code) => ({ code, name: DEFAULT_LOCATION_LABELS[code], is_default: true }));

/** The store's locations (Pronto Vendita, Cassaforte, Esposizione and its own); the three defaults until they load. */
export function useStorageLocations(storeId: number | null): StorageLocation[] {
  const query = useQuery({
    queryKey: goodsReceiptKeys.locations(storeId ?? 0),
    queryFn: ({ signal }) => logged('ubicazioni', () => goodsReceiptApi.locations(storeId ?? 0, signal))(),
    enabled: storeId !== null,
    retry: false,
  });
  return query.data && query.data.length > 0 ? query.data : FALLBACK_LOCATIONS;
}
