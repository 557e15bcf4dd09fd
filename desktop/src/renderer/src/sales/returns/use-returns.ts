import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RETURN_MSG, WAREHOUSE_SETTINGS_DEFAULTS, type ReturnQuoteBody, type ReturnSalesQuery, type WarehouseSettings } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { canQuote, toQuoteBody, type ReturnFormValues } from './return-form.ts';
import { returnsApi, returnsKeys } from './returns-api.ts';

/** The pause after the last change before the server prices the return again. */
const QUOTE_DEBOUNCE_MS = 400;

/** Step 1's results for a valid query (null: nothing to search yet). */
export function useSaleSearch(query: ReturnSalesQuery | null) {
  return useQuery({
    queryKey: returnsKeys.search(query ?? {}),
    queryFn: ({ signal }) => (query === null ? Promise.resolve({ sales: [] }) : returnsApi.searchSales(query, signal)),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The chosen sale with each line's return status (step 1's card, step 2's products). */
export function useSaleForReturn(saleId: number | null) {
  return useQuery({
    queryKey: returnsKeys.sale(saleId ?? 0),
    queryFn: ({ signal }) => returnsApi.saleForReturn(saleId ?? 0, signal),
    enabled: saleId !== null,
    retry: false,
  });
}

/**
 * The server's quote of the current choice (POST /returns/quote), a moment after the last change.
 * `quote` is the answer for exactly the current choice (the rules and step 3 use it); `shown` keeps
 * the last answer on screen while a new one is computed; `error` is the current choice's failure.
 */
export function useReturnQuote(values: ReturnFormValues) {
  const body = canQuote(values) ? toQuoteBody(values) : null;
  const key = JSON.stringify(body);
  const [debounced] = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  const asked = JSON.parse(debounced) as ReturnQuoteBody | null;
  const query = useQuery({
    queryKey: returnsKeys.quote(asked ?? {}),
    queryFn: async ({ signal }) => {
      if (asked === null) throw new Error(RETURN_MSG.calculationFailed);
      return returnsApi.quote(asked, signal);
    },
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const settled = body !== null && debounced === key && !query.isFetching;
  return {
    quote: settled && query.isSuccess && !query.isPlaceholderData ? query.data : null,
    shown: body === null ? null : (query.data ?? null),
    pending: body !== null && !settled,
    error: settled && query.isError ? userMessage(query.error, RETURN_MSG.calculationFailed) : null,
  };
}

/** The store's return settings ('Politiche di Reso'): its windows, fees and default refund; the defaults until they load. */
export function useReturnPolicy(storeId: number): WarehouseSettings {
  const query = useQuery({
    queryKey: ['returns', 'policy', storeId],
    queryFn: ({ signal }) => returnsApi.policy(storeId, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
  return query.data?.settings ?? WAREHOUSE_SETTINGS_DEFAULTS;
}

/** A customer's returns (the customer detail's 'Resi'). */
export function useCustomerReturns(customerId: number) {
  return useQuery({
    queryKey: returnsKeys.list({ customer_id: customerId }),
    queryFn: ({ signal }) => returnsApi.list({ customer_id: customerId, per_page: 20 }, signal),
    retry: false,
  });
}
