/** The catalogue screen's own texts (the product rules' messages are PRODUCT_MSG, in @banco/shared). */
export const CATALOGUE_TEXT = {
  title: 'Catalogo prodotti',
  description: 'Prodotti, prezzi e codici del negozio',
  loading: 'Caricamento prodotti...',
  listLoadFailed: 'Impossibile caricare il catalogo',
  unknownError: 'Errore sconosciuto',
  empty: 'Nessun prodotto presente',
  notFound: 'Nessun prodotto trovato',
  emptyHint: 'Prova a cambiare la ricerca o i filtri.',
  saveFailed: 'Errore nel salvataggio del prodotto',
  deleteFailed: "Errore nell'eliminazione del prodotto",
  statusFailed: 'Errore nel cambio di stato del prodotto',
  exportFailed: "Errore nell'esportazione del catalogo",
  deleteConfirm: (name: string) => `Eliminare definitivamente il prodotto "${name}"? Un prodotto con movimenti di magazzino non si elimina: si disattiva.`,
} as const;
