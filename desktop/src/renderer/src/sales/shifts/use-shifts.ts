import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Shift } from '@banco/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { salesApi } from '../sales-api.ts';
import { salesKeys } from '../use-counter-store.ts';

/** The store's open shift (null when none): what 'Apertura Turno' checks first and 'Chiusura Turno' closes. */
export function useCurrentShift(storeId: number, { checkOnMount = false } = {}) {
  return useQuery({
    queryKey: salesKeys.currentShift(storeId),
    queryFn: ({ signal }) => salesApi.currentShift(storeId, signal),
    // `checkOnMount`: asked again whenever the screen opens, however fresh the cached answer
    ...(checkOnMount ? { refetchOnMount: 'always' as const } : {}),
  });
}

/**
 * Writes what an opening or a closing answered as the store's current shift, so that every screen
 * sees the drawer as it now is at once (the payment step offers cash only into an open drawer).
 */
export function useRememberShift(): (storeId: number, shift: Shift | null) => void {
  const queryClient = useQueryClient();
  return (storeId, shift) => queryClient.setQueryData(salesKeys.currentShift(storeId), { shift });
}

/** Back to 'Gestione Vendite' (/sales) with the counter's data reloaded (the shift, the cards). */
export function useBackToSales(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    void navigate('/sales');
    void queryClient.invalidateQueries({ queryKey: salesKeys.all });
  };
}

/** The time now, renewed every `intervalMs` (the opening time shown, the duration of a shift). */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** What the shift pages tell a user who may not work the drawer. */
export const SHIFT_NOT_ALLOWED = { title: 'Cassa non consentita', text: 'Il tuo ruolo non prevede la gestione della cassa.' } as const;
