/** The suppliers screen's own texts (the supplier rules' messages are SUPPLIER_MSG, in @banco/shared). */
export const SUPPLIER_TEXT = {
  title: 'Fornitori',
  description: 'I fornitori da cui il negozio carica la merce',
  loading: 'Caricamento fornitori...',
  listLoadFailed: 'Impossibile caricare i fornitori',
  unknownError: 'Errore sconosciuto',
  empty: 'Nessun fornitore presente',
  notFound: 'Nessun fornitore trovato',
  emptyHint: 'Prova a cambiare la ricerca o i filtri.',
  saveFailed: 'Errore nel salvataggio del fornitore',
  verifyFailed: 'Errore nella verifica del fornitore',
  statusFailed: 'Errore nel cambio di stato del fornitore',
} as const;
