import { SALES_SEARCH_CUSTOMERS } from '../constants.ts';
import { formatPercent } from '../format/numbers.ts';
import { TEXT_TOO_LONG } from '../validation/messages.ts';
/**
 * The sales wizard's and the cash drawer's messages (spec 2 §5.3, §5.6, §8), verbatim where the spec
 * gives them; the others (marked) are Banco's, for rules the spec states without a text.
 */
export const SALE_MSG = {
  stepIncomplete: 'Completa i campi richiesti',
  invalidAmount: 'Inserisci un importo valido',
  paymentIncomplete: 'Il pagamento non è completo',
  completionFailed: 'Errore durante il completamento della vendita',
  /** Banco's: a per-line discount outside 0 to the cap (spec 2 §9: 50%) or the user's own maximum. */
  discountOutOfRange: (maxPercent: number) => `Lo sconto deve essere tra 0 e ${formatPercent(maxPercent)}`,
  /** Banco's: the quantity of a line is more than the store has (spec 2 §5.3: never above stock). */
  quantityAboveStock: (available: number) => `Quantità non disponibile: in magazzino ${available}`,
  /** Banco's: installments are only 3, 6, 12 or 24 (spec 2 §9). */
  installmentsInvalid: 'Scegli un numero di rate tra 3, 6, 12 e 24',
  // Banco's, for the completion's field rules (issue 10)
  completed: 'Vendita completata',
  saleIdInvalid: 'Identificativo della vendita non valido',
  storeRequired: 'Seleziona il negozio',
  customerNotFound: 'Cliente non trovato',
  /** Step 1 of the wizard without a chosen customer (spec 2 §5.3). */
  customerRequired: 'Seleziona un cliente',
  /** Step 1 while a new customer lacks name, surname or phone (spec 2 §2.6's warning). */
  newCustomerIncomplete: 'Inserisci nome, cognome e telefono del nuovo cliente',
  customerTwice: 'Scegli un cliente esistente oppure inseriscine uno nuovo, non entrambi',
  consentInvalid: 'Valore non valido',
  cartEmpty: 'Aggiungi almeno un prodotto',
  productNotFound: 'Prodotto non trovato o non attivo',
  pieceRequired: 'Scegli il pezzo da vendere (IMEI o seriale)',
  pieceNotAvailable: 'Il pezzo scelto non è più disponibile in questo negozio',
  pieceTwice: 'Lo stesso pezzo è già nel carrello',
  /** Two counters sold the same piece at once: the second is told which one. */
  pieceSold: (code: string) => `Il pezzo ${code} è appena stato venduto o non è più disponibile`,
  quantityInvalid: 'Quantità non valida',
  operatorInvalid: 'Scegli un operatore tra quelli proposti',
  activationNotAllowed: 'L\'attivazione è prevista solo per smartphone e tablet',
  needsCustomer: 'Serve un cliente registrato (non occasionale)',
  serviceInvalid: 'Servizio non disponibile',
  deliveryInvalid: 'Scegli ritiro in negozio o consegna',
  deliveryDateInvalid: 'La data di consegna deve essere da domani in poi',
  deliveryAddressRequired: "Indica l'indirizzo di consegna",
  paymentMethodInvalid: 'Metodo di pagamento non valido',
  creditInsufficient: 'Credito cliente insufficiente',
  /** Loyalty coupons as payments (issue 10). */
  couponRequired: 'Indica il codice del coupon',
  couponInvalid: 'Coupon non valido, già usato o di un altro cliente',
  couponExpired: 'Coupon scaduto',
  couponTwice: 'Lo stesso coupon è già tra i pagamenti',
  couponAboveValue: (value: string) => `Il coupon vale ${value}: l'importo non può superarlo`,
  priceMissing: 'Il prodotto non ha un prezzo di vendita',
  /** Beside a product without a selling price in the counter's list (priceMissing says why it cannot be added). */
  noPriceShort: 'Senza prezzo',
  textTooLong: TEXT_TOO_LONG,
  /** The seller's own limit (warehouse settings) until a manager authorises at the counter. */
  needsAuthorization: "Serve l'autorizzazione di un manager per questo sconto o importo",
  /** Banco's: the counter's sale id came back with another cart (the same cart is a retry and gets the first sale). */
  saleIdReused: "Questa vendita risulta già completata con un carrello diverso (forse la risposta si era persa): controllala nell'elenco delle vendite prima di registrarne un'altra",
  /** Banco's: an authorisation lifts the seller's limit to the authoriser's own, not beyond it (a manager cannot raise their own). */
  discountAboveAuthorizer: (max: number) => `Lo sconto supera anche il limite di chi autorizza (massimo ${max}%): serve l'autorizzazione del titolare`,
  authorizationInvalid: 'Credenziali del manager non valide',
  // the same check for a sale's discount, a return's approval and a drawer's discrepancy: no word for one of them
  authorizerNotAllowed: 'Questo utente non può autorizzare operazioni in questo negozio',
  noSaleNumber: 'Numerazione delle vendite esaurita per quest\'anno',
  saleNotFound: 'Vendita non trovata',
  goalInvalid: 'Inserisci un obiettivo da 0 in su',
  goalsSaved: 'Obiettivi salvati',
  dateInvalid: 'Data non valida',
  formatInvalid: 'Formato non valido: scegli CSV o Excel',
  /** Banco's: the sales list's search matched more customers than it reads. */
  searchCustomersLimited: `La ricerca corrisponde a più di ${SALES_SEARCH_CUSTOMERS} clienti: sono mostrate solo le vendite dei ${SALES_SEARCH_CUSTOMERS} registrati più di recente. Affina la ricerca, ad esempio con nome e cognome.`,
  /** The same search asked as a file: refused, since the file would leave sales out. */
  exportSearchLimited: `La ricerca corrisponde a più di ${SALES_SEARCH_CUSTOMERS} clienti: il file non conterrebbe tutte le loro vendite. Affina la ricerca, ad esempio con nome e cognome, e riprova.`,
  /** The company's sales rates in its settings (issue 10). */
  pointsPerEuroInvalid: 'Indica i punti per euro: un numero intero da 0 a 100',
  commissionPercentInvalid: 'Indica una percentuale di provvigione da 0 a 50, con al massimo due decimali',
  deliveryFeeInvalid: 'Indica un costo di consegna valido (da 0 a 999,99 €)',
} as const;

export const CASH_MSG = {
  emptyDrawer: 'La cassa risulta vuota - verifica che sia corretto',
  highAmount: 'Importo molto alto - considera un deposito in banca',
  managerApprovalRequired: "È necessaria l'autorizzazione di un manager per approvare questa discrepanza",
  /** Banco's: closing step 2 needs a count above zero (spec 2 §5.6). */
  closingCountRequired: 'Conta il contante in cassa prima di chiudere il turno',
  /** Banco's: a discrepancy beyond the tolerance is approved with a reason. */
  reasonRequired: 'Indica il motivo della differenza di cassa',
  countInvalid: 'Inserisci un numero intero da 0 in su',
  textTooLong: SALE_MSG.textTooLong,
  storeRequired: SALE_MSG.storeRequired,
  approvalInvalid: SALE_MSG.authorizationInvalid,
  alreadyOpen: 'C\'è già un turno aperto per la cassa di questo negozio',
  notOpen: 'Il turno è già stato chiuso',
  shiftNotFound: 'Turno non trovato',
  opened: 'Turno aperto',
  closed: 'Turno chiuso',
  /** Cash is taken only into an open drawer (issue 10). */
  openShiftForCash: 'Apri un turno di cassa per incassare in contanti',
} as const;
