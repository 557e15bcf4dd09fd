import { INVENTORY_SORTS, PAGE_SIZE, PIECE_STATUSES, PRODUCT_CATEGORIES, type InventoryQuery, type InventorySort } from '@banco/shared';

/** The inventory filters kept in the URL query (besides page and search), so reload and Back keep them. */
export const INVENTORY_FILTER_KEYS = [
  'category',
  'status',
  'supplier_id',
  'location',
  'store_id',
  'low_stock',
  'show_sold',
  'date_from',
  'date_to',
  'sort',
  'order',
] as const;
export type InventoryFilterKey = (typeof INVENTORY_FILTER_KEYS)[number];
export type InventoryUrlFilters = Record<InventoryFilterKey, string>;

/** The filters of the expandable panel (sort and order are the table's). */
export const PANEL_FILTER_KEYS = ['category', 'status', 'supplier_id', 'location', 'store_id', 'low_stock', 'show_sold', 'date_from', 'date_to'] as const;

export const DEFAULT_SORT: InventorySort = 'product_name';

function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function positiveId(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

function isoDay(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/**
 * The list query of what the URL says: unknown or malformed values are left out (a hand-edited
 * address does not make a 422), and 'Mostra venduti' only for who may see the sold items.
 */
export function inventoryQueryOf(page: number, search: string, filters: InventoryUrlFilters, seesSold: boolean): InventoryQuery {
  const query: InventoryQuery = { page, per_page: PAGE_SIZE, sort: sortOf(filters), order: orderOf(filters) };
  if (search !== '') query.search = search.slice(0, 100);
  const category = oneOf(PRODUCT_CATEGORIES, filters.category);
  if (category) query.category = category;
  const status = oneOf(PIECE_STATUSES, filters.status);
  if (status) query.status = status;
  const supplier = positiveId(filters.supplier_id);
  if (supplier !== undefined) query.supplier_id = supplier;
  const store = positiveId(filters.store_id);
  if (store !== undefined) query.store_id = store;
  if (/^[a-z0-9_]{1,40}$/.test(filters.location)) query.location = filters.location;
  if (filters.low_stock === 'true') query.low_stock = 'true';
  if (seesSold && filters.show_sold === 'true') query.show_sold = 'true';
  const from = isoDay(filters.date_from);
  if (from) query.date_from = from;
  const to = isoDay(filters.date_to);
  if (to) query.date_to = to;
  return query;
}

export function sortOf(filters: Pick<InventoryUrlFilters, 'sort'>): InventorySort {
  return oneOf(INVENTORY_SORTS, filters.sort) ?? DEFAULT_SORT;
}

export function orderOf(filters: Pick<InventoryUrlFilters, 'order'>): 'asc' | 'desc' {
  return filters.order === 'desc' ? 'desc' : 'asc';
}

/**
 * Spec 3 §2: clicking a column sorts by it ascending; clicking the sorted column toggles asc/desc.
 * Answers the URL values ('' for the defaults, so the address stays short).
 */
export function nextSort(current: { sort: InventorySort; order: 'asc' | 'desc' }, clicked: InventorySort): { sort: string; order: string } {
  const order = current.sort === clicked && current.order === 'asc' ? 'desc' : 'asc';
  return { sort: clicked === DEFAULT_SORT ? '' : clicked, order: order === 'asc' ? '' : order };
}

/** How many panel filters are set (the badge on 'Filtri'). */
export function activeFilterCount(filters: InventoryUrlFilters): number {
  return PANEL_FILTER_KEYS.filter((key) => filters[key] !== '').length;
}

/** Spec 3 §9: at most `max` page buttons, a window around the current page. */
export function pageButtons(current: number, total: number, max = 5): number[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const count = Math.min(max, total);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
