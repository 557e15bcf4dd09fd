/** The sale detail's own texts (Banco's: the spec describes the completed sale, not its detail). */
export const SALE_DETAIL_TEXT = {
  title: 'Dettaglio vendita',
  loading: 'Caricamento vendita...',
  loadFailed: 'Errore nel caricamento della vendita',
  unknownError: 'Errore sconosciuto',
  receipt: 'Scarica ricevuta PDF',
  receiptFailed: 'Errore nel download della ricevuta',
} as const;
