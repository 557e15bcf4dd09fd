/** The sale wizard's own texts where the spec gives none: searches that did not answer (with Riprova beside them). */
export const SALE_WIZARD_TEXT = {
  customerSearchFailed: 'Errore nella ricerca dei clienti',
  recentCustomersFailed: 'Errore nel caricamento dei clienti recenti',
} as const;
