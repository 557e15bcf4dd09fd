import { useQuery } from '@tanstack/react-query';
import type { SaleDetail } from '@banco/shared';
import { salesApi } from '../sales-api.ts';
import { salesKeys } from '../use-counter-store.ts';

/**
 * GET /sales/{id} while a sale is open (`id` null: nothing asked). A caller that already has the sale
 * (the wizard's completion answer) passes it as `known`, shown at once without a request.
 */
export function useSaleDetail(id: number | null, known?: SaleDetail) {
  return useQuery({
    queryKey: salesKeys.detail(id ?? 0),
    queryFn: ({ signal }) => salesApi.show(id ?? 0, signal),
    enabled: id !== null,
    initialData: known !== undefined && known.id === id ? known : undefined,
    staleTime: 30_000,
    retry: false,
  });
}
