import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { activationOperators, centsToMoney, moneyToCents, SALES_RATE_DEFAULTS, type CustomerDto, type InventoryItem, type InventoryList, type ProductCategory, type SaleOperator, type SalesRates } from '@banco/shared';
import { SEARCH_DEBOUNCE_MS } from '../../components/use-list-url-state.ts';
import { salesApi } from '../sales-api.ts';
import type { ChosenCustomer } from './sale-form.ts';

/** How many matches step 1 and step 2 show (the counter narrows by typing more). */
const SHOWN = 8;
/** Spec 2 §2.6: the 3 customers with the most recent purchase. */
const RECENT_CUSTOMERS = 3;

export function chosenCustomerOf(customer: CustomerDto): ChosenCustomer {
  return {
    id: customer.id,
    name: customer.display_name,
    phone: customer.phone,
    email: customer.email,
    tax_code: customer.tax_code ?? customer.fiscal_code,
    loyalty_points: customer.current_points,
  };
}

/** Step 1: customers by name, surname, phone, e-mail or tax code, from 2 characters. */
export function useCustomerSearch(text: string) {
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['sales', 'wizard', 'customers', q],
    queryFn: ({ signal }) => salesApi.customers({ search: q, per_page: SHOWN }, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    select: (data) => data.customers.map(chosenCustomerOf),
  });
  // until the pause after the last key, the answer on screen is not yet the typed text's
  return { ...query, searching: query.isFetching || q !== text.trim() };
}

/** Step 1's 'Clienti recenti'. */
export function useRecentCustomers() {
  return useQuery({
    queryKey: ['sales', 'wizard', 'recent-customers'],
    queryFn: ({ signal }) => salesApi.customers({ recent_buyers: 'true', per_page: RECENT_CUSTOMERS }, signal),
    select: (data) => data.customers.map(chosenCustomerOf),
  });
}

/** Step 2's read: what the store has available for a text (name, brand, model, EAN, IMEI, serial) and a category. */
function stockQuery(storeId: number, q: string, category: ProductCategory | null) {
  return {
    queryKey: ['sales', 'wizard', 'stock', storeId, q, category] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      salesApi.stock({ store_id: storeId, status: 'available', per_page: SHOWN, ...(q === '' ? {} : { search: q }), ...(category === null ? {} : { category }) }, signal),
  };
}

const inStock = (data: InventoryList) => data.items.filter((item) => item.quantity > 0);

/** Step 2: what the store has available, a moment after the last key (from 2 characters, or a category alone). */
export function useStockSearch(storeId: number, text: string, category: ProductCategory | null) {
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...stockQuery(storeId, q, category), enabled: q.length >= 2 || category !== null, placeholderData: keepPreviousData, select: inStock });
  return { ...query, searching: query.isFetching || q !== text.trim() };
}

/** Step 2's Enter: the rows for exactly this text (a scanned code), not waiting for the pause after typing. */
export function useStockLookup(storeId: number): (text: string) => Promise<InventoryItem[]> {
  const queryClient = useQueryClient();
  return async (text) => inStock(await queryClient.fetchQuery(stockQuery(storeId, text.trim(), null)));
}

/** The operators the store's activations offer (all of the spec's until its details load). */
export function useActivationOperators(storeId: number): SaleOperator[] {
  const store = useQuery({ queryKey: ['sales', 'wizard', 'store', storeId], queryFn: ({ signal }) => salesApi.store(storeId, signal) });
  return activationOperators(store.data?.operators_telecom ?? []);
}

const DEFAULT_RATES: SalesRates = {
  points_per_euro: SALES_RATE_DEFAULTS.pointsPerEuro,
  consultant_commission_percent: SALES_RATE_DEFAULTS.consultantCommissionPercent,
  manager_commission_percent: SALES_RATE_DEFAULTS.managerCommissionPercent,
  delivery_fee: centsToMoney(SALES_RATE_DEFAULTS.deliveryFeeCents),
};

/** The company's sales rates (the defaults until they load; the server records the sale with its own). */
export function useSalesRates(): SalesRates {
  const rates = useQuery({ queryKey: ['sales', 'rates'], queryFn: ({ signal }) => salesApi.rates(signal) });
  return rates.data ?? DEFAULT_RATES;
}

/** Step 4: what the customer can pay with of their own — active coupons and store credit — from their card. */
export function useCustomerWallet(customerId: number | null) {
  return useQuery({
    queryKey: ['sales', 'wizard', 'wallet', customerId ?? 0],
    queryFn: ({ signal }) => salesApi.customer(customerId ?? 0, signal),
    enabled: customerId !== null,
    select: (customer) => ({
      coupons: customer.loyalty.coupons.filter((coupon) => coupon.status === 'active'),
      creditCents: moneyToCents(customer.credit_balance),
    }),
  });
}
