import { PAGE_SIZE, type SalesListQuery } from '@banco/shared';
import { countOf } from '../../format/format.ts';
import type { ExportFormat } from '../../components/FileExportMenu.tsx';
import type { ListEmpty } from '../../components/ListPanel.tsx';

/** The sales list filters kept in the URL query (besides page and search): reload and Back keep them. */
export const SALES_FILTER_KEYS = ['store_id', 'date_from', 'date_to'] as const;
export type SalesFilterKey = (typeof SALES_FILTER_KEYS)[number];
export type SalesUrlFilters = Record<SalesFilterKey, string>;

function positiveId(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

function isoDay(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}

/**
 * The list query of what the URL says, pages of 20: a malformed value (a hand-edited address) is
 * left out instead of becoming a 422.
 */
export function salesListQueryOf(page: number, search: string, filters: SalesUrlFilters): SalesListQuery {
  const query: SalesListQuery = { page, per_page: PAGE_SIZE };
  const term = search.trim().slice(0, 100);
  if (term !== '') query.search = term;
  const store = positiveId(filters.store_id);
  if (store !== undefined) query.store_id = store;
  const from = isoDay(filters.date_from);
  if (from) query.date_from = from;
  const to = isoDay(filters.date_to);
  if (to) query.date_to = to;
  return query;
}

/** The export takes the list's search and filters, every page. */
export function salesExportQueryOf(query: SalesListQuery, format: ExportFormat): Omit<SalesListQuery, 'page' | 'per_page'> & { format: ExportFormat } {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return { ...filters, format };
}

/** How many filters are set (search aside). */
export function activeFilterCount(filters: SalesUrlFilters): number {
  return SALES_FILTER_KEYS.filter((key) => filters[key] !== '').length;
}

/** 'Al' before 'Dal' finds nothing: said under the field instead of an empty list without a reason. */
export function dateRangeError(filters: Pick<SalesUrlFilters, 'date_from' | 'date_to'>): string | null {
  const from = isoDay(filters.date_from);
  const to = isoDay(filters.date_to);
  return from && to && to < from ? 'La data finale è precedente a quella iniziale' : null;
}

/** The empty list's words: nothing matches the search or filters, or no sale yet. */
export function salesListEmpty(search: string, filters: SalesUrlFilters): Omit<ListEmpty, 'icon'> {
  return {
    filtered: search.trim() !== '' || activeFilterCount(filters) > 0,
    notFound: 'Nessuna vendita trovata',
    hint: 'Prova a cambiare la ricerca o i filtri.',
    none: 'Nessuna vendita registrata',
    noneHint: 'Le vendite completate al banco compaiono qui.',
  };
}

/** '1 vendita' / '12 vendite'. */
export function salesCountText(total: number): string {
  return countOf(total, 'vendita', 'vendite');
}
