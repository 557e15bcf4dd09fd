/**
 * Numbers as Banco shows them besides money (format.ts): Italian locale. Grouped 'always', as money is:
 * Italian CLDR leaves four-digit numbers ungrouped, so a count read 1234 next to an amount of 1.234,00 €.
 */
const whole = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });
const plain = new Intl.NumberFormat('it-IT');

/** A count: 1234 → '1.234'. */
export function formatCount(value: number): string {
  return whole.format(value);
}

/** A percentage: 12.5 → '12,5%'. */
export function formatPercent(value: number): string {
  return `${plain.format(value)}%`;
}
