import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StoreSummary } from '@banco/shared';
import { browserStorage } from '../components/wizard/wizard-draft.ts';
import { salesApi } from './sales-api.ts';

/** Where this counter remembers its store between sessions (a shop's PC stays at one till). */
export const COUNTER_STORE_KEY = 'banco.counter-store';

export const salesKeys = {
  all: ['sales'] as const,
  stores: ['sales', 'stores'] as const,
  dashboard: (storeId: number) => ['sales', 'dashboard', storeId] as const,
  currentShift: (storeId: number) => ['sales', 'current-shift', storeId] as const,
  list: (query: object) => ['sales', 'list', query] as const,
  detail: (id: number) => ['sales', 'detail', id] as const,
  shift: (id: number) => ['sales', 'shift', id] as const,
};

export interface CounterStore {
  /** The stores the user works in; empty while loading or when none. */
  stores: readonly StoreSummary[];
  /** The counter's store: the remembered one when still the user's, else the first. */
  store: StoreSummary | null;
  choose(storeId: number): void;
  isLoading: boolean;
  isError: boolean;
  refetch(): void;
}

/** The store this counter sells for (the dashboard, the sale and the shifts all use it). */
export function useCounterStore(): CounterStore {
  const query = useQuery({ queryKey: salesKeys.stores, queryFn: ({ signal }) => salesApi.stores(signal) });
  const [chosen, setChosen] = useState<number | null>(() => rememberedStoreId());
  const stores = query.data ?? [];
  const store = stores.find((candidate) => candidate.id === chosen) ?? stores[0] ?? null;
  return {
    stores,
    store,
    choose(storeId) {
      browserStorage().setItem(COUNTER_STORE_KEY, String(storeId));
      setChosen(storeId);
    },
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

function rememberedStoreId(): number | null {
  const raw = browserStorage().getItem(COUNTER_STORE_KEY);
  const id = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
