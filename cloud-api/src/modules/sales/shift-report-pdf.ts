import { BANKNOTES, centsToMoney, COINS, formatCount, formatDateTime, formatMoney, PAYMENT_METHOD_LABELS, type CashCount, type FileAnswer, type Shift } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { brandedDocument, fieldTable, listTable } from '../../common/pdf/branded-document.ts';
import { renderPdf } from '../../common/pdf/render-pdf.ts';
import { documentBranding } from '../branding/document-branding.ts';

/** A count as table rows: each note and coin counted, with its value. */
function countRows(count: CashCount | null): string[][] {
  if (!count) return [];
  const notes = BANKNOTES.filter((note) => count.notes[`${note}`] > 0).map((note) => [`${note} €`, formatCount(count.notes[`${note}`]), formatMoney(centsToMoney(note * 100 * count.notes[`${note}`]))]);
  const coins = COINS.filter((coin) => count.coins[`${coin}`] > 0).map((coin) => [formatMoney(centsToMoney(coin)), formatCount(count.coins[`${coin}`]), formatMoney(centsToMoney(coin * count.coins[`${coin}`]))]);
  return [...notes, ...coins];
}

/**
 * The shift report (issue 10): who opened and closed the drawer and when, the takings per payment
 * method and the number of sales, the counts, the expected cash, the difference and who approved it.
 */
export async function shiftReportPdf(em: SqlEntityManager, shift: Shift, companyId: number): Promise<FileAnswer> {
  const document = brandedDocument(await documentBranding(em, companyId), `Report turno di cassa — ${shift.store_name}`, [
    fieldTable([
      ['Stato', shift.status === 'open' ? 'Aperto' : 'Chiuso'],
      ['Apertura', `${formatDateTime(shift.opened_at)} — ${shift.opened_by_name}`],
      ['Chiusura', shift.closed_at ? `${formatDateTime(shift.closed_at)} — ${shift.closed_by_name ?? ''}` : null],
      ['Vendite', formatCount(shift.sales_count)],
      ['Fondo cassa iniziale', formatMoney(shift.opening_cash)],
      ['Rimborsi in contanti (resi)', shift.cash_refunds === '0.00' ? null : formatMoney(shift.cash_refunds)],
      ['Contante atteso', formatMoney(shift.expected_cash)],
      ['Contante contato', shift.closing_cash === null ? null : formatMoney(shift.closing_cash)],
      ['Differenza', shift.difference === null ? null : formatMoney(shift.difference)],
      ['Approvata da', shift.approved_by_name],
      ['Motivo', shift.approval_reason],
      ['Note apertura', shift.notes],
      ['Note chiusura', shift.closing_notes],
    ]),
    { text: 'Incassi per metodo di pagamento', style: 'section' },
    listTable(['Metodo', 'Importo'], shift.totals_by_method.map((row) => [PAYMENT_METHOD_LABELS[row.method], formatMoney(row.amount)]), 'Nessun incasso', ['*', 'auto']),
    { text: 'Conteggio di apertura', style: 'section' },
    listTable(['Taglio', 'Pezzi', 'Valore'], countRows(shift.opening_count), 'Cassa vuota', ['*', 'auto', 'auto']),
    ...(shift.closing_count
      ? [{ text: 'Conteggio di chiusura', style: 'section' }, listTable(['Taglio', 'Pezzi', 'Valore'], countRows(shift.closing_count), 'Cassa vuota', ['*', 'auto', 'auto'])]
      : []),
  ]);
  return { filename: `turno-${shift.id}.pdf`, content_type: 'application/pdf', bytes: await renderPdf(document) };
}
