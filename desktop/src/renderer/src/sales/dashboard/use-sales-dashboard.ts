import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyGoalsBody } from '@banco/shared';
import { salesApi } from '../sales-api.ts';
import { salesKeys } from '../use-counter-store.ts';

/** The dashboard's figures refresh themselves this often (spec 2 §9: sales stats 30 s). */
export const DASHBOARD_REFRESH_MS = 30_000;

/** GET /sales/dashboard of the counter's store (none asked without a store). */
export function useSalesDashboard(storeId: number | null) {
  return useQuery({
    queryKey: salesKeys.dashboard(storeId ?? 0),
    queryFn: ({ signal }) => salesApi.dashboard(storeId ?? 0, signal),
    enabled: storeId !== null,
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  });
}

/** PUT /sales/goals: the answer is the store's dashboard with the new goals, shown at once. */
export function useSaveGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DailyGoalsBody) => salesApi.saveGoals(body),
    onSuccess: (dashboard) => queryClient.setQueryData(salesKeys.dashboard(dashboard.store_id), dashboard),
  });
}
