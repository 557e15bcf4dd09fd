/** The goods receipt's own texts where neither the spec nor @banco/shared gives one: what failed to load (with Riprova beside it). */
export const RECEIPT_TEXT = {
  suppliersLoadFailed: 'Errore nel caricamento dei fornitori',
} as const;
