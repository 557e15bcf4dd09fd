import { formatCount } from '../format/format.ts';

/**
 * The customers screens' own texts (spec 2 §8, verbatim; Banco's where the spec gives none). The
 * server's messages (MSG) come with its answers; these are the screens' fallbacks and questions.
 */
export const CUSTOMER_TEXT = {
  listLoadFailed: 'Errore nel caricamento clienti',
  unknownError: 'Errore sconosciuto',
  detailLoadFailed: 'Errore nel caricamento del cliente',
  detailLoadFailedDetail: 'Errore durante il caricamento del cliente',
  deleteFailed: 'Errore durante l\'eliminazione del cliente',
  assignPointsFailed: 'Errore nell\'assegnazione dei punti',
  deletePointsFailed: 'Errore nell\'eliminazione dell\'assegnazione punti',
  convertFailed: 'Errore nella conversione del coupon',
  /** Banco: the GDPR export failed (the spec has no export). */
  exportFailed: 'Errore nell\'esportazione dei dati del cliente',
  createFailed: 'Errore durante la creazione del cliente',
  updateFailed: 'Errore durante la modifica del cliente',
  /** {name} */
  deleteConfirm: 'Eliminare il cliente {name}? L\'operazione non può essere annullata.',
  /** {points} {when} */
  deletePointsConfirm: 'Eliminare l\'assegnazione di {points} punti del {when}?',
  /** {points}: the balance rounded down to hundreds (spec 2 §8) */
  convertConfirm: 'Convertire {points} punti in un coupon sconto da {value}? I punti convertiti escono dal saldo.',
  /** Under the points entries when the detail lists the newest POINTS_HISTORY_SHOWN only (as STOCK_MSG.movementsShown). */
  pointsShown: (shown: number, total: number) => `Sono mostrati gli ultimi ${shown} movimenti punti su ${formatCount(total)}.`,
  /** after pointsShown, for who may export the customer's data */
  pointsAllInExport: 'L\'elenco completo è in Esporta dati.',
  birthPlaceNotFound: 'Luogo di nascita non trovato per il codice catastale {code}: inseriscilo manualmente.',
  birthPlaceUnlocked: 'Inserimento manuale: verifica che luogo di nascita e nazionalità corrispondano al codice fiscale.',
  birthDateUnlocked: 'Inserimento manuale: verifica che la data di nascita corrisponda al codice fiscale.',
} as const;
