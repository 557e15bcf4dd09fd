import { receiptVariance, receiptVarianceFigure } from '@banco/shared';
import { countOf, formatCount, formatPercent } from '../../format/format.ts';
import { lineProgress, selectionSummary, type GoodsReceiptFormValues } from './goods-receipt-form.ts';

/**
 * Step 4, Verifica (spec 3 §2, §5, §9): declared against loaded, the issues worth a look before
 * confirming, and whether the banner says 'Procedi con cautela' or 'Tutto pronto'. Pure.
 */
export interface ReceiptVerification {
  declared: number;
  loaded: number;
  variance: ReturnType<typeof receiptVariance>;
  /** What the user should look at; none: all ready. */
  issues: string[];
  /** Codes entered out of those required. */
  codes: { entered: number; required: number };
  /** Pieces whose IMEI is already in the system (the manager must authorise them). */
  existingImeis: number;
  linesWithoutPrice: number;
}

export function verifyReceipt(values: GoodsReceiptFormValues): ReceiptVerification {
  const declared = values.total_declared_items ?? 0;
  const loaded = selectionSummary(values.lines).pieces;
  const variance = receiptVariance(declared, loaded);
  const issues: string[] = [];
  if (variance.difference !== 0) {
    const direction = variance.difference > 0 ? 'in più' : 'in meno';
    issues.push(
      `Pezzi caricati diversi dal DDT: ${formatCount(Math.abs(variance.difference))} ${direction} (${formatPercent(variance.percent)})${variance.significant ? ': differenza significativa' : ''}`,
    );
  }
  let entered = 0;
  let required = 0;
  for (const line of values.lines) {
    const progress = lineProgress(line);
    entered += progress.entered;
    required += progress.required;
    const missing = progress.required - progress.entered;
    if (missing > 0) issues.push(`${line.product_name}: ${missing === 1 ? 'manca 1 codice' : `mancano ${formatCount(missing)} codici`} ${line.requires_imei ? 'IMEI' : 'seriale'}`);
  }
  const existingImeis = values.lines.reduce((sum, line) => sum + line.pieces.filter((piece) => piece.existing).length, 0);
  if (existingImeis > 0 && !values.authorize_duplicate_imei) {
    issues.push(`${existingImeis === 1 ? '1 IMEI è già presente' : `${formatCount(existingImeis)} IMEI sono già presenti`} nel sistema: serve l'autorizzazione del manager`);
  }
  const linesWithoutPrice = values.lines.filter((line) => line.purchase_price === '').length;
  if (linesWithoutPrice > 0) issues.push(`${countOf(linesWithoutPrice, 'prodotto', 'prodotti')} senza prezzo di acquisto`);
  if (variance.difference !== 0 && values.discrepancy_notes.trim() === '') issues.push('Nessuna nota sulla discrepanza');
  return { declared, loaded, variance, issues, codes: { entered, required }, existingImeis, linesWithoutPrice };
}

/** The Mantine colour of a variance tone (0 green, up to 5% warning, above danger). */
export const TONE_COLOR = { success: 'green', warning: 'yellow', danger: 'red' } as const;

/** The comparison's line under the figures. */
export function varianceText(variance: ReturnType<typeof receiptVariance>): string {
  if (variance.difference === 0) return 'Il caricato corrisponde al dichiarato';
  const base = `Differenza: ${receiptVarianceFigure(variance)}`;
  return variance.significant ? `${base}: la differenza è significativa` : base;
}
