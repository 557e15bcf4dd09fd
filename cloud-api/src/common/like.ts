/** LIKE wildcards of user input, escaped (PostgreSQL's default escape character is '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%text%` for a case-insensitive "contains" search with $ilike. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
