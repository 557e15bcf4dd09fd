/** The inventory page's own texts (the shared ones are STOCK_MSG). */
export const INVENTORY_TEXT = {
  title: 'Inventario Magazzino',
  description: 'Prodotti, pezzi con IMEI o seriale e quantità dei negozi',
  loading: 'Caricamento inventario...',
  listLoadFailed: "Errore nel caricamento dell'inventario",
  detailLoadFailed: 'Errore nel caricamento dei dettagli',
  unknownError: 'Si è verificato un errore. Riprova.',
  exportFailed: "Errore durante l'esportazione",
  saveFailed: 'Errore durante il salvataggio',
  deleteFailed: "Errore durante l'eliminazione",
  scanFailed: "Errore nella ricerca dell'IMEI",
  emptyHint: 'Prova a cambiare la ricerca o i filtri.',
  filtersLoadFailed: 'Errore nel caricamento di fornitori e negozi dei filtri',
} as const;
