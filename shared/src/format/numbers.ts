// Numbers as Banco shows them besides money (format.ts): Italian locale. Counts grouped 'always', as money is:
// Italian CLDR leaves four-digit numbers ungrouped, so a count read 1234 next to an amount of 1.234,00 €.

/** The locale of every number, date and plural Banco writes. */
export const LOCALE = 'it-IT';

const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: 'always' });
const plain = new Intl.NumberFormat(LOCALE);

/** A count: 1234 → '1.234'. */
export function formatCount(value: number): string {
  return whole.format(value);
}

/** A percentage: 12.5 → '12,5%'. */
export function formatPercent(value: number): string {
  return `${plain.format(value)}%`;
}
