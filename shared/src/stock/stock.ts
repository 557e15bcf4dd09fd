import { formatCount } from '../format/numbers.ts';
import { PRODUCT_MSG } from '../products/products.ts';
import { TEXT_TOO_LONG } from '../validation/messages.ts';

/**
 * The stock model (issue 9; spec 3 §3 "Inventory item", §4, §9): a serialized piece (IMEI and/or
 * serial) is one row with a status, a location and a store; non-serialized stock is a quantity per
 * product per store; every change of either is a movement (type, direction, quantity, who, when,
 * which document). The words, statuses and locations both sides show live here once.
 */

/** Spec 3 §4: a piece's status and its Italian label. */
export const PIECE_STATUSES = ['available', 'reserved', 'sold', 'damaged', 'transferred'] as const;
export type PieceStatus = (typeof PIECE_STATUSES)[number];

/**
 * The statuses the inventory's edit dialog may give a piece now in `current`: a sale and its return
 * move a piece in and out of 'sold', never the dialog (by hand a piece could be sold twice, or be sold
 * with no sale behind it). The spec shows no other restriction.
 */
export function editableStatuses(current: PieceStatus): readonly PieceStatus[] {
  return current === 'sold' ? ['sold'] : PIECE_STATUSES.filter((status) => status !== 'sold');
}
export const PIECE_STATUS_LABELS: Readonly<Record<PieceStatus, string>> = {
  available: 'Disponibile',
  reserved: 'Riservato',
  sold: 'Venduto',
  damaged: 'Danneggiato',
  transferred: 'Trasferito',
};

/**
 * Spec 3 §9: the initial locations of the goods-loading wizard (the server-backed flow's available,
 * vault, display are the same three places). A store may add its own (/warehouse/storage-locations).
 */
export const DEFAULT_LOCATIONS = ['pronto_vendita', 'cassaforte', 'esposizione'] as const;
export const DEFAULT_LOCATION = 'pronto_vendita';
export const DEFAULT_LOCATION_LABELS: Readonly<Record<(typeof DEFAULT_LOCATIONS)[number], string>> = {
  pronto_vendita: 'Pronto Vendita',
  cassaforte: 'Cassaforte',
  esposizione: 'Esposizione',
};
/** A location code: lower-case letters, digits and underscores (custom ones are made from their name). */
export const LOCATION_CODE_PATTERN = /^[a-z0-9_]{1,40}$/;

/** The label of a location code; a custom code without its row reads as its words. */
export function locationLabel(code: string, custom: ReadonlyMap<string, string> = new Map()): string {
  if (code in DEFAULT_LOCATION_LABELS) return DEFAULT_LOCATION_LABELS[code as keyof typeof DEFAULT_LOCATION_LABELS];
  return custom.get(code) ?? code.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

/** What moved stock (the dashboard's movement_type). */
export const MOVEMENT_TYPES = ['carico', 'vendita', 'reso', 'trasferimento', 'rettifica', 'cambio_stato', 'eliminazione'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
export const MOVEMENT_TYPE_LABELS: Readonly<Record<MovementType, string>> = {
  carico: 'Carico merce',
  vendita: 'Vendita',
  reso: 'Reso',
  trasferimento: 'Trasferimento',
  rettifica: 'Rettifica',
  cambio_stato: 'Cambio stato',
  eliminazione: 'Eliminazione',
};
/** '+' into the store's stock, '-' out of it, '=' a change that moves nothing (a status, a location). */
export const MOVEMENT_DIRECTIONS = ['+', '-', '='] as const;
export type MovementDirection = (typeof MOVEMENT_DIRECTIONS)[number];

/** The document behind a movement. */
export const MOVEMENT_DOCUMENTS = ['ddt', 'sale', 'return', 'transfer', 'count', 'manual'] as const;
export type MovementDocument = (typeof MOVEMENT_DOCUMENTS)[number];

/** The most codes and the most movements an inventory detail lists: the newest, beside how many there are in all. */
export const INVENTORY_DETAIL_ROWS = 500;

/** The most IMEIs one bulk check (POST /inventory/imei/validate-bulk) takes. */
export const IMEI_BULK_MAX = 1000;

export const STOCK_MSG = {
  pieceNotFound: 'Prodotto non trovato in magazzino',
  imeiNotFound: 'IMEI non trovato in magazzino',
  /** The scan of a piece deleted from the inventory: its history answers, the inventory has no row to open. */
  imeiRemoved: (day: string) => `IMEI di un prodotto eliminato dall'inventario il ${day}`,
  imeiRequired: 'Inserisci un IMEI',
  imeiListTooLong: `Al massimo ${formatCount(IMEI_BULK_MAX)} IMEI per verifica`,
  serialRequired: 'Inserisci il numero di serie',
  imeiExists: 'IMEI/SERIALE già esistente nel sistema',
  imeiEnteredFor: (product: string) => `IMEI/SERIALE già inserito per ${product}`,
  imeiTwice: 'Lo stesso IMEI compare due volte',
  imeiOnlySmartphone: "L'IMEI si indica solo per i prodotti che lo richiedono",
  serialTaken: 'Seriale già esistente per questo prodotto',
  soldCannotBeDeleted: 'Un prodotto venduto non può essere eliminato: resta nello storico delle vendite',
  soldStatusLocked: 'Un prodotto venduto torna disponibile solo con un reso',
  soldOnlyBySale: 'Un prodotto risulta venduto solo con una vendita in cassa',
  deleteConfirm: "Sei sicuro di voler eliminare questo prodotto dall'inventario? Tutti i dati associati andranno persi definitivamente.",
  insufficientStock: (available: number) => `Quantità insufficiente in magazzino (disponibili: ${available})`,
  negativeStockWarning: 'Attenzione: la giacenza è scesa sotto zero',
  /** Under the detail's lists when they hold the newest INVENTORY_DETAIL_ROWS only. */
  serialsShown: (shown: number, total: number) => `Sono mostrati i ${shown} codici registrati più di recente su ${formatCount(total)}.`,
  movementsShown: (shown: number, total: number) => `Sono mostrati gli ultimi ${shown} movimenti su ${formatCount(total)}.`,
  quantityInvalid: 'Quantità non valida (numero intero, almeno 0)',
  adjustmentInvalid: 'Indica di quanto cambia la quantità (numero intero diverso da zero)',
  reasonRequired: 'Indica il motivo della rettifica',
  statusInvalid: 'Stato non valido',
  locationInvalid: 'Ubicazione non valida',
  locationNameRequired: "Inserisci il nome dell'ubicazione",
  locationNameNeedsLetters: "Il nome dell'ubicazione deve contenere almeno una lettera (a-z) o una cifra",
  locationTaken: 'Esiste già una ubicazione con questo nome',
  priceInvalid: PRODUCT_MSG.priceInvalid,
  textTooLong: TEXT_TOO_LONG,
  dateInvalid: 'Data non valida (GG/MM/AAAA)',
  sortInvalid: 'Ordinamento non valido',
  storeRequired: 'Seleziona un negozio',
  notSerialized: 'Questo prodotto non ha IMEI né seriale: si gestisce a quantità',
  adjustPieceByPiece: "Questo prodotto ha IMEI o seriale: si rettifica pezzo per pezzo dall'inventario",
  quantityCorrected: "Quantità corretta dall'inventario",
  locationMoved: (from: string, to: string) => `Ubicazione: ${from} → ${to}`,
  /** A piece's code corrected in the inventory ('IMEI: 861… → 356…'; '—' for none). */
  codeChanged: (label: string, from: string | null, to: string | null) => `${label}: ${from ?? '—'} → ${to ?? '—'}`,
  updated: 'Prodotto aggiornato con successo',
  deleted: "Prodotto eliminato dall'inventario",
  adjusted: 'Rettifica registrata',
  locationCreated: 'Ubicazione aggiunta',
  storeHasStock: 'Impossibile eliminare il negozio: ha merce o documenti di carico in magazzino. Disattivalo.',
  supplierHasDocuments: 'Il fornitore ha documenti di carico: disattivalo invece di eliminarlo',
  scopedNotice: 'Visualizzazione limitata ai negozi di tua competenza',
  noProducts: 'Nessun prodotto trovato',
  noneSelected: 'Nessun prodotto selezionato',
  neverSold: 'Mai venduto',
} as const;
