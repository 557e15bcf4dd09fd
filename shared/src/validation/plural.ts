import { formatCount, LOCALE } from '../format/numbers.ts';

/** Italian cardinal plural rules (Intl): 'one' for 1, 'other' for everything else. */
const ITALIAN_PLURALS = new Intl.PluralRules(LOCALE);

/** '1 negozio', '3 negozi', '0 negozi': the count with the noun that agrees with it. */
export function countOf(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${ITALIAN_PLURALS.select(count) === 'one' ? one : other}`;
}

/** The rest of a list cut short: '+1 altro', '+3 altri'; null when nothing is left out. */
export function moreCount(rest: number): string | null {
  return rest > 0 ? `+${countOf(rest, 'altro', 'altri')}` : null;
}

