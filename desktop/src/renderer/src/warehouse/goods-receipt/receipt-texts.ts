/** The goods receipt's own texts where the spec gives none: what failed to load (with Riprova beside it). */
export const RECEIPT_TEXT = {
  storesLoadFailed: 'Errore nel caricamento dei negozi',
  suppliersLoadFailed: 'Errore nel caricamento dei fornitori',
  searchFailed: 'Errore nella ricerca dei prodotti',
} as const;
