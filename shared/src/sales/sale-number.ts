/** A sale number: the year and 6 digits of the company's sequence in that year (spec 2 §9), e.g. 2026000042. */
export const SALE_NUMBER_PATTERN = /^\d{4}\d{6}$/;
const MAX_SEQUENCE = 999_999;

export function formatSaleNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) throw new RangeError(`Sale sequence out of range: ${sequence}`);
  return `${year}${String(sequence).padStart(6, '0')}`;
}
