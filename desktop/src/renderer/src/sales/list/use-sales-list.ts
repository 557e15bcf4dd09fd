import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesListQuery } from '@banco/shared';
import { salesApi } from '../sales-api.ts';
import { salesKeys } from '../use-counter-store.ts';

/** A page of the sales list; the previous page stays on screen while the next one loads. */
export function useSalesList(query: SalesListQuery) {
  return useQuery({
    queryKey: salesKeys.list(query),
    queryFn: ({ signal }) => salesApi.list(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
