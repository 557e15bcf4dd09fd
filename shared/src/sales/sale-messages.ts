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
  discountOutOfRange: (maxPercent: number) => `Lo sconto deve essere tra 0 e ${maxPercent.toLocaleString('it-IT')}%`,
  /** Banco's: the quantity of a line is more than the store has (spec 2 §5.3: never above stock). */
  quantityAboveStock: (available: number) => `Quantità non disponibile: in magazzino ${available}`,
  /** Banco's: installments are only 3, 6, 12 or 24 (spec 2 §9). */
  installmentsInvalid: 'Scegli un numero di rate tra 3, 6, 12 e 24',
} as const;

export const CASH_MSG = {
  emptyDrawer: 'La cassa risulta vuota - verifica che sia corretto',
  highAmount: 'Importo molto alto - considera un deposito in banca',
  managerApprovalRequired: "È necessaria l'autorizzazione di un manager per approvare questa discrepanza",
  /** Banco's: closing step 2 needs a count above zero (spec 2 §5.6). */
  closingCountRequired: 'Conta il contante in cassa prima di chiudere il turno',
  /** Banco's: a discrepancy beyond the tolerance is approved with a reason. */
  reasonRequired: 'Indica il motivo della differenza di cassa',
} as const;
