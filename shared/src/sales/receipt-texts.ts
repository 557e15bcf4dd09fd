import { formatCount } from '../format/numbers.ts';

/** What every receipt says until the fiscal printer exists (the PDF and the wizard's preview, issue 10). */
export const NOT_FISCAL = 'Documento gestionale — non fiscale';

/** The receipt's loyalty line: '+120' or '+120 (saldo 1.600)'. */
export function receiptPointsText(earned: number, balance: number | null): string {
  return `+${formatCount(earned)}${balance === null ? '' : ` (saldo ${formatCount(balance)})`}`;
}
