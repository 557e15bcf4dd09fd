import type { SalesDashboard } from '@banco/shared';
import { momentText } from '../detail/sale-format.ts';

/** 'Gestione Vendite' texts (spec 2 §2.10 verbatim where given; the states are Banco's). */
export const DASHBOARD_TEXT = {
  title: 'Gestione Vendite',
  description: 'Vendite del giorno, turno di cassa e obiettivi del negozio',
  loadingStores: 'Caricamento negozi...',
  noStoreTitle: 'Nessun negozio assegnato',
  noStoreHint: 'Per vendere serve almeno un negozio: chiedi al titolare o a un amministratore di assegnartene uno.',
  loading: 'Caricamento dati di vendita...',
  loadFailed: 'Errore nel caricamento della dashboard vendite',
  unknownError: 'Errore sconosciuto',
  shiftAlreadyOpen: "C'è già un turno aperto per questo negozio",
  noShiftOpen: 'Nessun turno aperto da chiudere',
  viewOnly: 'Puoi consultare le vendite; vendere e gestire i turni spetta a consulenti e manager.',
  noRecentSales: 'Nessuna vendita registrata in questo negozio',
  goalsFailed: 'Errore durante il salvataggio degli obiettivi',
} as const;

/** 'Turno Attivo - Mario Rossi' (spec 2 §2.10). */
export function shiftBadgeText(shift: NonNullable<SalesDashboard['active_shift']>): string {
  return `Turno Attivo - ${shift.opened_by_name}`;
}

/** 'dalle 09:15' for a shift of today, 'dal 13/03, 21:40' for one left open since another day. */
export function shiftStartText(openedAt: string, now: Date = new Date()): string {
  const moment = momentText(openedAt, now);
  if (moment === '') return '';
  return moment.includes('/') ? `dal ${moment}` : `dalle ${moment}`;
}
