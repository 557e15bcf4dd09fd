import { containsPattern } from './like.ts';

/** Lower case, accents dropped (è → e), runs of spaces as one: how search columns and search terms are written. */
export function searchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A search text as a LIKE pattern on a search column ("contains", in searchForm); '' when there is nothing to search. */
export function searchPattern(search: string | null | undefined): string {
  const term = searchForm(search ?? '');
  return term === '' ? '' : containsPattern(term);
}

/**
 * The letters of Latin-1 and Latin Extended (U+00C0–U+024F) that searchForm writes as one other
 * letter (À → a, ò → o, Ø → ø), as the two strings of SQL's translate(): taken from searchForm
 * itself, so the SQL below cannot fold a letter differently. A letter it writes as two (ß stays,
 * Ǆ → dž) is left out: translate() maps one letter to one.
 */
const FOLDED_LETTERS = ((): { from: string; to: string } => {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCodePoint(code);
    const folded = searchForm(letter);
    if (folded !== letter && [...folded].length === 1) {
      from += letter;
      to += folded;
    }
  }
  return { from, to };
})();

/**
 * searchForm as an SQL expression of the text `expression`, for a column PostgreSQL keeps itself
 * (generated columns: immutable functions only). translate() comes before lower(), which under the
 * C locale (PGlite's) lower-cases ASCII letters alone.
 */
export function searchFormSql(expression: string): string {
  return `btrim(regexp_replace(lower(translate(${expression}, '${FOLDED_LETTERS.from}', '${FOLDED_LETTERS.to}')), '\\s+', ' ', 'g'))`;
}
