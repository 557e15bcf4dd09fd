/** Lower case, accents dropped (è → e), runs of spaces as one: how search columns and search terms are written. */
export function searchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
