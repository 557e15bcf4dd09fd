import { formatDateTime, formatMoney, type FileAnswer, type ReturnDetail } from '@banco/shared';
import type { MailMessage } from '../mail/outbox.ts';

/** Which way an exchange's difference went, as the customer reads it. */
const DIFFERENCE_TEXT: Readonly<Record<NonNullable<ReturnDetail['direction']>, (amount: string) => string>> = {
  customer_pays: (amount) => `Differenza a tuo carico: ${amount}.`,
  refund: (amount) => `Differenza a tuo favore: ${amount}.`,
  even: () => 'Nessuna differenza da pagare.',
};

/** What the customer got back, and how (the refund's method and its processing time). */
function refundText(detail: ReturnDetail): string | null {
  if (detail.refund_method_label === null) return null;
  const time = detail.processing_time ? ` (tempi: ${detail.processing_time.toLowerCase()})` : '';
  return `Importo rimborsato: ${formatMoney(detail.final_amount)} con ${detail.refund_method_label}${time}.`;
}

/**
 * 'Invia Email' after a return or exchange (issue 11): the return document (returnDocumentPdf) to
 * the customer, through the outbox, signed by the company (`companyName`, the mail's `companyId`).
 * The caller checks first that the customer has an e-mail (RETURN_MSG.customerEmailMissing).
 */
export function returnMail(detail: ReturnDetail, pdf: FileAnswer, companyName: string, companyId: number): MailMessage {
  if (!detail.customer_email) throw new Error(`return ${detail.return_number} has no customer e-mail`);
  const exchange = detail.type === 'exchange';
  const what = exchange ? 'cambio' : 'reso';
  const lines = [
    `Gentile ${detail.customer_name ?? 'cliente'},`,
    '',
    `in allegato il documento del tuo ${what} ${detail.return_number} del ${formatDateTime(detail.created_at)} presso ${detail.store_name}, sulla vendita ${detail.sale_number}.`,
    refundText(detail),
    exchange && detail.difference !== null && detail.direction !== null ? DIFFERENCE_TEXT[detail.direction](formatMoney(detail.difference)) : null,
    '',
    'Cordiali saluti,',
    companyName,
  ];
  return {
    companyId,
    kind: 'return_document',
    to: detail.customer_email,
    subject: `Il tuo ${what} ${detail.return_number}`,
    text: lines.filter((line) => line !== null).join('\n'),
    attachments: [pdf],
  };
}
