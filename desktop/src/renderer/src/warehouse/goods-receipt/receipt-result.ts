import { centsToMoney, isMoney, moneyToCents, type DdtDetail, type MoneyString } from '@banco/shared';

/**
 * The completion summary (spec 3 §2 step 5) from the server's answer (DdtDetail): distribution by
 * category and by location, and each line's value. Pure.
 */
export interface Share {
  label: string;
  pieces: number;
  /** Share of the loaded pieces, rounded. */
  percent: number;
}

function sharesOf(detail: DdtDetail, keyOf: (line: DdtDetail['lines'][number]) => string): Share[] {
  const counts = new Map<string, number>();
  let total = 0;
  for (const line of detail.lines) {
    counts.set(keyOf(line), (counts.get(keyOf(line)) ?? 0) + line.quantity);
    total += line.quantity;
  }
  return [...counts.entries()]
    .map(([label, pieces]) => ({ label, pieces, percent: total === 0 ? 0 : Math.round((pieces / total) * 100) }))
    .sort((a, b) => b.pieces - a.pieces || a.label.localeCompare(b.label, 'it'));
}

export function byCategory(detail: DdtDetail): Share[] {
  return sharesOf(detail, (line) => line.category);
}

export function byLocation(detail: DdtDetail): Share[] {
  return sharesOf(detail, (line) => line.location_label);
}

/** A line's purchase value (price × quantity); null without a price (or for consultants). */
export function lineValue(line: DdtDetail['lines'][number]): MoneyString | null {
  return isMoney(line.purchase_price) ? centsToMoney(moneyToCents(line.purchase_price) * line.quantity) : null;
}

/** The codes of a line for the table, a dual-SIM piece's two IMEIs together (none for a quantity line, shown as '—'). */
export function lineCodes(line: DdtDetail['lines'][number]): string[] {
  return line.pieces
    .map((piece) => (piece.imei ? [piece.imei, piece.imei2].filter(Boolean).join(' / ') : (piece.serial_number ?? '')))
    .filter((code) => code !== '');
}
