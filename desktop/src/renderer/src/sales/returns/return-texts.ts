import type { AssessedLine } from '@banco/shared';

/** 'Gestione Resi e Cambi' texts (spec 2 §2.7 verbatim where given; the others are Banco's). */
export const RETURNS_TEXT = {
  title: 'Gestione Resi e Cambi',
  description: 'Resi e cambi sulle vendite reali del negozio',
  notAllowedTitle: 'Resi non consentiti',
  notAllowed: 'Il tuo ruolo non prevede la gestione dei resi al banco.',
  changeSale: 'Cambia vendita',
  searchFailed: 'Errore nella ricerca delle vendite',
  policiesTitle: 'Politiche di Reso',
  methodsTitle: 'Metodi di Rimborso',
  /** The part of the sale paid with the customer's credit or coupons: back as credit, whatever the method. */
  balanceCredit: (amount: string) => `${amount} pagati con credito cliente o coupon tornano come credito cliente, senza bonus; il metodo scelto rimborsa il resto.`,
  balanceCreditDone: (amount: string) => `Inoltre ${amount} pagati con credito cliente o coupon sono tornati come credito cliente.`,
  returnTab: 'Reso',
  exchangeTab: 'Cambio',
  proceedReturn: 'Procedi con il Reso',
  completeReturn: 'Completa Reso',
  completeExchange: 'Completa Cambio',
  completing: 'Elaborazione...',
  completedTitle: 'Reso Completato!',
  downloadReceipt: 'Scarica Ricevuta',
  printDocuments: 'Stampa Documenti',
  sendEmail: 'Invia Email',
  newReturn: 'Nuovo Reso',
  documentFailed: 'Download del documento non riuscito',
  emailFailed: "Invio dell'e-mail non riuscito",
  agreementLabel: 'Il cliente accetta le condizioni del reso e il rimborso indicato',
  approvalTitle: 'Approvazione del manager',
  approvalText: 'Serve l\'approvazione di un manager (rimborso oltre 500 € o difetto grave): un manager del negozio inserisce le proprie credenziali.',
  photosTitle: 'Documentazione fotografica',
  photosHint: 'Fronte, retro e difetti: le foto sono salvate con il reso al suo completamento.',
  quoteLoading: 'Calcolo del rimborso...',
  noReturns: 'Nessun reso',
  returnsFailed: 'Errore nel caricamento dei resi',
} as const;

/** The colour of a returned product's condition (its label is RETURN_CONDITION_LABELS, shared with the document). */
export const CONDITION_COLOURS: Readonly<Record<AssessedLine['condition'], string>> = {
  excellent: 'green',
  good: 'teal',
  fair: 'yellow',
  poor: 'orange',
  damaged: 'red',
};
