/**
 * Input normalisation of the customer wizard (spec 2 §5.1): names, company name, legal
 * representative and issuing body are title-cased; codes are upper-cased, PEC lower-cased (in their
 * field schemas, customer-fields.ts).
 */

/**
 * Each word capitalised, the rest lower case; a word starts after a space, a hyphen, an apostrophe
 * or a dot: 'DE LUCA' → 'De Luca', "d'amico" → "D'Amico", 'anna-maria' → 'Anna-Maria'.
 * Runs of spaces become one.
 */
export function titleCase(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('it-IT')
    .replace(/(^|[\s\-'’.])(\p{L})/gu, (_match, boundary: string, letter: string) => `${boundary}${letter.toLocaleUpperCase('it-IT')}`);
}
