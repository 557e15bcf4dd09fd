import type { InventoryFilters, InventoryKind, InventorySort, ProductCategory } from '@banco/shared';
import type { TenantScope } from '../../common/tenancy.ts';
import { foldedName, nameAnyCaseSql } from '../../common/name-order.ts';
import { searchPattern } from '../../common/search-form.ts';
import { THRESHOLD_OF_ROW, thresholdsCte } from './low-stock-thresholds.ts';
import { stockCodeSearchRoutine } from './stock-code-search-routine.ts';
import { onlyStoreOf, orderedScopeCondition, scopeCondition } from '../../common/scope-condition.ts';
import { intArray } from '../../common/sql-list.ts';
import type { InventorySql, SqlPart } from './inventory-runner.ts';
import { levelStatusSql } from './level-status.ts';

/**
 * The inventory rows as one SQL read (spec 3 §2 "Inventory page": filters, sort and pages done by the
 * server): the live serialized pieces, and the quantity rows of products kept by count, with their
 * product, store, supplier, DDT and whether the product is low in that store. Raw SQL because the
 * page is a union of two tables sorted and counted together; it runs as the caller (inventory-runner.ts:
 * `banco_app` under row-level security for a company's user) and restricts itself to the caller's stores.
 */
export interface InventoryRow {
  kind: InventoryKind;
  id: number;
  store_id: number;
  product_id: number;
  imei: string | null;
  imei2: string | null;
  serial_number: string | null;
  status: string;
  location: string;
  purchase_price_cents: number | null;
  selling_price_cents: number | null;
  supplier_id: number | null;
  purchase_date: string | Date | null;
  last_sale_date: string | Date | null;
  quantity: number;
  delivery_note_id: number | null;
  product_name: string;
  brand: string;
  model: string;
  category: ProductCategory;
  requires_imei: boolean;
  requires_serial: boolean;
  ean: string | null;
  sku: string | null;
  store_name: string;
  supplier_name: string | null;
  ddt_number: string | null;
  low_stock: boolean;
}

const SORT_COLUMNS: Readonly<Record<InventorySort, string>> = {
  product_name: foldedName('p.name'),
  status: 'i.status',
  quantity: 'i.quantity',
  selling_price: 'i.selling_price_cents',
  supplier: 'su.name',
  purchase_date: 'i.purchase_date',
  last_sale_date: 'i.last_sale_date',
};

/** Which rows: the page's filters, or one row by kind and id (the detail). */
export type InventorySelection =
  | {
      filters: Omit<InventoryFilters, 'page' | 'per_page' | 'sort' | 'order'>;
      seesSold: boolean;
      onlyWithImei?: boolean;
      match?: SearchMatch;
      /** How many rows the selection holds, when they were counted before its page (the totals): see pageKeys. */
      counted?: number;
    }
  | { kind: InventoryKind; id: number; withArchived?: boolean }
  | { keys: readonly InventoryKey[] };

/** The page's selection: its filters (and the search resolved to ids). */
export type FilterSelection = Extract<InventorySelection, { filters: unknown }>;

/** A row of the inventory by what it is: a piece or a quantity row, and its id. */
export interface InventoryKey {
  kind: InventoryKind;
  id: number;
}

/**
 * The two kinds of inventory row, each a select with the same columns: the live serialized pieces and
 * the quantity rows of products kept by count. `withArchived`: a row asked for by id is found also after
 * it left the inventory (its history stays).
 */
function itemBranches(scope: TenantScope, withArchived: boolean): { pieces: SqlPart; levels: SqlPart } {
  const pieces = orderedScopeCondition(scope, 'sp');
  const levels = orderedScopeCondition(scope, 'sl');
  return {
    pieces: {
      sql: `select 'piece'::text as kind, sp.id, sp.store_id, sp.product_id, sp.imei, sp.imei2, sp.serial_number, sp.status, sp.location,
             sp.purchase_price_cents, sp.selling_price_cents, sp.supplier_id, sp.purchase_date, sp.last_sale_date, 1 as quantity, sp.delivery_note_id
        from stock_pieces sp
       where ${withArchived ? 'true' : 'sp.archived_at is null'} and ${pieces.sql}`,
      params: pieces.params,
    },
    levels: {
      sql: `select 'stock'::text as kind, sl.id, sl.store_id, sl.product_id, null as imei, null as imei2, null as serial_number,
             ${levelStatusSql('sl')} as status, sl.location,
             sl.purchase_price_cents, sl.selling_price_cents, sl.supplier_id, sl.purchase_date, sl.last_sale_date, sl.quantity, null as delivery_note_id
        from stock_levels sl join products pl on pl.id = sl.product_id
       where ${withArchived ? 'true' : 'sl.archived_at is null'} and not (pl.requires_imei or pl.requires_serial) and ${levels.sql}`,
      params: levels.params,
    },
  };
}

function itemsCte(scope: TenantScope, withArchived: boolean): SqlPart {
  const { pieces, levels } = itemBranches(scope, withArchived);
  return { sql: `items as (${pieces.sql} union all ${levels.sql})`, params: [...pieces.params, ...levels.params] };
}

/** What the filters and the sort join: the product (name, category, search). */
const FROM_KEYS = 'from items i join products p on p.id = i.product_id';
/** The level and thresholds that make a row 'low stock'. */
const WITH_LEVELS = `
  left join stock_levels lv on lv.store_id = i.store_id and lv.product_id = i.product_id
  left join thresholds t on t.store_id = i.store_id`;
/** What a shown row joins: its product, level, thresholds, store, supplier and DDT. */
const FROM = `${FROM_KEYS}${WITH_LEVELS}
  join stores s on s.id = i.store_id
  left join suppliers su on su.id = i.supplier_id
  left join delivery_notes dn on dn.id = i.delivery_note_id`;
const LOW_STOCK = `(lv.quantity is not null and t.store_id is not null and lv.quantity <= ${THRESHOLD_OF_ROW})`;

function whereOf(selection: InventorySelection): SqlPart {
  if ('kind' in selection) return { sql: 'i.kind = ? and i.id = ?', params: [selection.kind, selection.id] };
  if ('keys' in selection) return keysCondition(selection.keys);
  const { filters, seesSold } = selection;
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    clauses.push(sql);
    params.push(...values);
  };
  const pattern = searchPattern(filters.search);
  if (pattern !== '' && selection.match) {
    // resolved beforehand (resolveSearch): the products and the pieces that match, by id
    const { productIds, pieceIds } = selection.match;
    if (pieceIds.length === 0) add('i.product_id = any(?::int[])', intArray(productIds));
    // pieces alone: read by key (an OR with the products would make the planner scan every piece)
    else if (productIds.length === 0) add("i.kind = 'piece' and i.id = any(?::int[])", intArray(pieceIds));
    else add("(i.product_id = any(?::int[]) or (i.kind = 'piece' and i.id = any(?::int[])))", intArray(productIds), intArray(pieceIds));
  } else if (pattern !== '') {
    add('(p.search_text like ? or i.imei like ? or i.imei2 like ? or i.serial_number ilike ?)', pattern, pattern, pattern, pattern);
  }
  if (selection.onlyWithImei) add('i.imei is not null');
  if (filters.store_id !== undefined) add('i.store_id = ?', filters.store_id);
  if (filters.category !== undefined) add('p.category = ?', filters.category);
  if (filters.status !== undefined) add('i.status = ?', filters.status);
  // sold items: hidden unless shown (spec 3 §2), and never for who may not see them (§6)
  if (!seesSold || (filters.show_sold !== 'true' && filters.status !== 'sold')) add("i.status <> 'sold'");
  if (filters.supplier_id !== undefined) add('i.supplier_id = ?', filters.supplier_id);
  if (filters.location !== undefined) add('i.location = ?', filters.location);
  if (filters.low_stock === 'true') add(LOW_STOCK);
  if (filters.date_from !== undefined) add('i.purchase_date >= ?', filters.date_from);
  if (filters.date_to !== undefined) add('i.purchase_date <= ?', filters.date_to);
  return { sql: clauses.length > 0 ? clauses.join(' and ') : 'true', params };
}

/** The products and the live pieces a search matches, by id (resolveSearch). */
export interface SearchMatch {
  productIds: number[];
  pieceIds: number[];
}
/**
 * More codes than this match a fragment: the search reads row by row instead of by id lists. Reading
 * ten thousand pieces by key and counting them takes tens of milliseconds; row by row, the page and
 * the totals read the whole inventory (a second over a million pieces: 2,000 was too low a limit).
 */
const MATCH_LIMIT = 20_000;

/**
 * A search resolved to ids before the page is read: the company's products whose search form
 * contains it (a small table), and the pieces whose codes contain it through their trigram indexes
 * (stock-code-search-routine.ts). Undefined without a search, or when too many codes match: the filter then reads row by row.
 */
export async function resolveSearch(run: InventorySql, search: string | undefined): Promise<SearchMatch | undefined> {
  const pattern = searchPattern(search);
  if (pattern === '') return undefined;
  const [products, [codes]] = await Promise.all([
    run.all<{ id: number }>({ sql: 'select id from products where search_text like ?', params: [pattern] }),
    run.all<{ ids: number[] }>({ sql: `select "${stockCodeSearchRoutine.name}"(?::text, ?::int) as ids`, params: [pattern, MATCH_LIMIT + 1] }),
  ]);
  const pieceIds = (codes?.ids ?? []).map(Number);
  if (pieceIds.length > MATCH_LIMIT || products.length > MATCH_LIMIT) return undefined;
  return { productIds: products.map((row) => Number(row.id)), pieceIds };
}

/** `(i.kind, i.id)` among `keys`: each branch of the union reads by its primary key. */
function keysCondition(keys: readonly InventoryKey[]): SqlPart {
  const ids = (kind: InventoryKind) => intArray(keys.filter((key) => key.kind === kind).map((key) => key.id));
  return { sql: "((i.kind = 'piece' and i.id = any(?::int[])) or (i.kind = 'stock' and i.id = any(?::int[])))", params: [ids('piece'), ids('stock')] };
}

/** The CTEs a read of rows starts with: the stores' thresholds and the items. */
function prelude(scope: TenantScope, selection: InventorySelection): SqlPart {
  const thresholds = thresholdsCte(scope);
  const items = itemsCte(scope, 'kind' in selection && selection.withArchived === true);
  return { sql: `${thresholds.sql}, ${items.sql}`, params: [...thresholds.params, ...items.params] };
}

const COLUMNS = `i.*, p.name as product_name, p.brand, p.model, p.category, p.requires_imei, p.requires_serial, p.ean, p.sku,
  s.name as store_name, su.name as supplier_name, dn.ddt_number, ${LOW_STOCK} as low_stock`;

/** A row with its ids and quantity as numbers, whichever way the driver gave them. */
export const toInventoryRow = (row: InventoryRow): InventoryRow => ({ ...row, id: Number(row.id), store_id: Number(row.store_id), product_id: Number(row.product_id), quantity: Number(row.quantity) });

export type InventoryOrder = { sort: InventorySort; order: 'asc' | 'desc' };

/** Where a read finds what the page's order compares: the product's name (as written) and id, the row's kind and id. */
interface OrderColumns {
  name: string;
  product: string;
  kind: string;
  id: string;
}
const ROW_ORDER: OrderColumns = { name: 'p.name', product: 'p.id', kind: 'i.kind', id: 'i.id' };

/**
 * The order of the page: the sort's value (empty last, in either direction), then the product's name
 * (common/name-order.ts: in lower case, then as written; products_company_id_lower_name_index holds the
 * products in that order), the product, the kind and the row, so that equal values
 * always come in the same order, page after page.
 */
function orderBy(value: string, direction: 'asc' | 'desc', columns: OrderColumns = ROW_ORDER, nulls: 'first' | 'last' = 'last'): string {
  return `${value} ${direction === 'desc' ? 'desc' : 'asc'} nulls ${nulls}, ${nameAnyCaseSql(columns.name)}, ${columns.product} asc, ${columns.kind} asc, ${columns.id} asc`;
}

/**
 * Where the pieces' branch of a page puts empty values: last, as the page does, but for the oldest
 * purchase first over a whole company (the owner's, no store chosen). A piece always has its purchase
 * date (a DDT's date; the column is NOT NULL), so empty values first changes nothing but lets
 * stock_pieces_live_purchase_date_index (newest first, empty last) be read backwards: the owner's oldest
 * first over a million pieces, 157 ms to 17. Not for some stores: their pieces may all be newer than the
 * company's oldest, and the backward read then walks the other stores' first (a manager's: 11 ms to 50).
 */
function piecesNulls(scope: TenantScope, selection: FilterSelection, order: InventoryOrder): 'first' | 'last' {
  const wholeCompany = !scope.all && scope.storeIds === null && selection.filters.store_id === undefined;
  return wholeCompany && order.sort === 'purchase_date' && order.order === 'asc' ? 'first' : 'last';
}

/**
 * Whether a page by selling price reads one store's pieces through stock_pieces_live_store_price_index
 * (pageKeys): the caller works in one store, or chose one. The store's pieces then come in price order, and
 * only those of the first prices are sorted by product name (a manager's 17,630 available phones, dearest
 * first: 7 ms to 2). The index keeps a price's pieces in id order, the order the page wants after the name,
 * so that sorting them is mostly a comparison each. Not over several stores: their pieces are in no single
 * order of that index, and the page sorts them all as before.
 */
function priceOrderedInOneStore(scope: TenantScope, selection: FilterSelection, order: InventoryOrder): boolean {
  if (order.sort !== 'selling_price' || scope.all) return false;
  return selection.filters.store_id !== undefined || onlyStoreOf(scope) !== null;
}

/**
 * The rows of a selection, sorted; `page` limits them (the export takes them all). A page is read in
 * two steps: its keys (pageKeys), then those rows whole.
 */
export async function inventoryRows(
  run: InventorySql,
  scope: TenantScope,
  selection: InventorySelection,
  order: InventoryOrder = { sort: 'product_name', order: 'asc' },
  page?: { limit: number; offset: number },
): Promise<InventoryRow[]> {
  if (!page || !('filters' in selection)) {
    const head = prelude(scope, selection);
    const where = whereOf(selection);
    const rows = await run.all<InventoryRow>({
      sql: `with ${head.sql} select ${COLUMNS} ${FROM} where ${where.sql} order by ${orderBy(SORT_COLUMNS[order.sort], order.order)}${page ? ' limit ? offset ?' : ''}`,
      params: [...head.params, ...where.params, ...(page ? [page.limit, page.offset] : [])],
      generic: plannedOnce(selection),
    });
    return rows.map(toInventoryRow);
  }
  const keys = await pageKeys(run, scope, selection, order, page);
  if (keys.length === 0) return [];
  const rows = await inventoryRows(run, scope, { keys });
  const at = new Map(keys.map((key, index) => [`${key.kind}:${key.id}`, index]));
  return rows.sort((a, b) => (at.get(`${a.kind}:${a.id}`) ?? 0) - (at.get(`${b.kind}:${b.id}`) ?? 0));
}

/** Whether the filters hold a purchase-date range (either end): the shape whose reads several rules treat apart. */
const inDateRange = (filters: FilterSelection['filters']): boolean => filters.date_from !== undefined || filters.date_to !== undefined;

/**
 * Whether a selection's statements keep one plan for every value (SqlPart.generic): all but those of
 * a purchase-date range, whose best plan depends on how wide the range is (a manager's range that
 * ends before the store's first piece: 2 ms with its own plan, 100 with the generic one).
 */
const plannedOnce = (selection: InventorySelection): boolean => !('filters' in selection) || !inDateRange(selection.filters);


/**
 * A purchase-date range of at most this many rows is sorted by product name whole instead of walked
 * product by product (pageKeys). Sorting them costs about a millisecond per thousand.
 */
const DATED_ROWS_SORTED = 20_000;

/**
 * Whether a page by product name walks the products in name order (below). Not when a search found
 * pieces by their codes (those rows are read by key), nor for a purchase-date range counted at no more
 * than DATED_ROWS_SORTED rows: a product's pieces arrive in batches, so in a week most products have
 * none, and the walk reads every piece of each of those to find that out (a week of a million pieces:
 * about 100 ms, against 10 found by date and sorted).
 */
function walksProducts(selection: FilterSelection, order: InventoryOrder): boolean {
  if (order.sort !== 'product_name') return false;
  if (selection.match !== undefined && selection.match.pieceIds.length > 0) return false;
  return !(countDecidesPage(selection, order) && selection.counted !== undefined && selection.counted <= DATED_ROWS_SORTED);
}

/**
 * Whether how a page is read depends on how many rows its selection holds (walksProducts): a purchase-date
 * range by product name. The caller then counts first (`counted`); otherwise the page and the totals are
 * read at once (reading the totals first added their time to every page: the search by an IMEI fragment,
 * p99 101–105 ms to 119–123).
 */
export function countDecidesPage(selection: FilterSelection, order: InventoryOrder): boolean {
  return order.sort === 'product_name' && inDateRange(selection.filters);
}

/**
 * The keys of one page. Each kind of row is sorted and cut to `offset + limit` on its own, then the two
 * are merged: so each branch reads its own table, through an index where one fits, instead of the whole
 * inventory being joined and sorted (issue 9: a million pieces). By product name, the products are walked
 * in name order and each gives at most `offset + limit` rows (stock_pieces_live_product_index), unless
 * walksProducts says otherwise; by purchase date, and for a purchase-date range, the pieces come from
 * stock_pieces_live_purchase_date_index.
 */
async function pageKeys(run: InventorySql, scope: TenantScope, selection: FilterSelection, order: InventoryOrder, page: { limit: number; offset: number }): Promise<InventoryKey[]> {
  const thresholds = thresholdsCte(scope);
  const where = whereOf(selection);
  const { pieces, levels } = itemBranches(scope, false);
  const joins = `${selection.filters.low_stock === 'true' ? WITH_LEVELS : ''}${order.sort === 'supplier' ? ' left join suppliers su on su.id = i.supplier_id' : ''}`;
  const enough = page.offset + page.limit;
  let sql: string;
  let params: unknown[];
  const match = selection.match;
  if (walksProducts(selection, order)) {
    const branch = (part: SqlPart) => `(select i.kind, i.id from (${part.sql}) i${joins} where i.product_id = p.id and ${where.sql} order by i.id asc limit ?)`;
    // a search that found products only: only those are walked
    const products = [...(scope.all ? [] : ['p.company_id = ?']), ...(match ? ['p.id = any(?::int[])'] : [])];
    // products_company_id_lower_name_index (company, lower(name), name, id) gives the products in the page's order:
    // forward for A to Z, backward for Z to A. Read backward, an ascending index gives empty values first; a name
    // is never empty (NOT NULL), so asking for them first changes nothing but lets PostgreSQL read it. Asking for
    // them last, as before, Z to A ran every product's lateral read and sorted them all (3,000 products: 476 ms to 1)
    const nulls = order.order === 'desc' ? 'first' : 'last';
    sql = `with ${thresholds.sql} select k.kind, k.id from products p cross join lateral (${branch(pieces)} union all ${branch(levels)}) k
      where ${products.length > 0 ? products.join(' and ') : 'true'} order by ${orderBy(foldedName('p.name'), order.order, { name: 'p.name', product: 'p.id', kind: 'k.kind', id: 'k.id' }, nulls)} limit ? offset ?`;
    params = [
      ...thresholds.params,
      ...pieces.params,
      ...where.params,
      enough,
      ...levels.params,
      ...where.params,
      enough,
      ...(scope.all ? [] : [scope.companyId]),
      ...(match ? [intArray(match.productIds)] : []),
      page.limit,
      page.offset,
    ];
  } else {
    const sortColumn = SORT_COLUMNS[order.sort];
    // each branch: its rows sorted and cut to `enough`; `condition` narrows it further
    const branch = (part: SqlPart, nulls: 'first' | 'last' = 'last', condition = ''): SqlPart => ({
      sql: `(select i.kind, i.id, ${sortColumn} as sort_value, p.name as product_name, p.id as product_id from (${part.sql}) i join products p on p.id = i.product_id${joins}
         where ${where.sql}${condition} order by ${orderBy(sortColumn, order.order, ROW_ORDER, nulls)} limit ?)`,
      params: [...part.params, ...where.params, enough],
    });
    const pieceBranches = priceOrderedInOneStore(scope, selection, order)
      ? // stock_pieces_live_store_price_index (dearest first, empty values last) read forward for the dearest first,
        // backward for the cheapest (empty values first: there are none in that branch); the pieces without a price follow
        [branch(pieces, order.order === 'asc' ? 'first' : 'last', ` and ${sortColumn} is not null`), branch(pieces, 'last', ` and ${sortColumn} is null`)]
      : [branch(pieces, piecesNulls(scope, selection, order))];
    const branches = [...pieceBranches, branch(levels)];
    sql = `with ${thresholds.sql}, keys as (${branches.map((part) => part.sql).join(' union all ')})
      select k.kind, k.id from keys k order by ${orderBy('k.sort_value', order.order, { name: 'k.product_name', product: 'k.product_id', kind: 'k.kind', id: 'k.id' })} limit ? offset ?`;
    params = [...thresholds.params, ...branches.flatMap((part) => part.params), page.limit, page.offset];
  }
  const found = await run.all<{ kind: InventoryKind; id: number }>({ sql, params, generic: plannedOnce(selection) });
  return found.map((key) => ({ kind: key.kind, id: Number(key.id) }));
}

export interface InventoryTotals {
  rows: number;
  totalItems: number;
  totalValueCents: number;
  lowStockCount: number;
  availableCount: number;
}

/**
 * Whether the totals table (stock_totals, kept by the database) answers a selection's totals: every
 * filter of the page is a column of it or of the product, but a purchase-date range and a search that
 * found pieces by their codes (or found too many to list).
 */
function totalsTableAnswers(selection: InventorySelection): selection is FilterSelection {
  if (!('filters' in selection) || selection.onlyWithImei) return false;
  const { filters, match } = selection;
  const searchByProducts = searchPattern(filters.search) === '' || (match !== undefined && match.pieceIds.length === 0);
  return searchByProducts && !inDateRange(filters);
}

/**
 * The page's count and the four stat cards over the whole selection (spec 3 §2), grouped by store and
 * product first: 'low stock' is a property of the pair, joined once per pair. From the totals table
 * where it answers (a sum over a few rows per store and product, whatever the number of pieces), else
 * from the rows themselves.
 */
export async function inventoryTotals(run: InventorySql, scope: TenantScope, selection: InventorySelection): Promise<InventoryTotals> {
  const where = whereOf(selection);
  const levels = 'filters' in selection && selection.filters.low_stock === 'true' ? WITH_LEVELS : '';
  let head: SqlPart;
  let pairs: SqlPart;
  if (totalsTableAnswers(selection)) {
    const own = scopeCondition(scope, 'i');
    head = thresholdsCte(scope, { materialized: true });
    pairs = {
      sql: `select i.store_id, i.product_id, sum(i.row_count) as rows, sum(i.item_count) as items, sum(i.value_cents) as value,
              coalesce(sum(i.item_count) filter (where i.status = 'available'), 0) as available
         from stock_totals i join products p on p.id = i.product_id${levels}
        where ${own.sql} and (i.kind = 'piece' or not (p.requires_imei or p.requires_serial)) and ${where.sql}
        group by i.store_id, i.product_id having sum(i.row_count) > 0`,
      params: [...own.params, ...where.params],
    };
  } else {
    head = prelude(scope, selection);
    pairs = {
      sql: `select i.store_id, i.product_id, count(*) as rows, sum(i.quantity) as items, sum(i.purchase_price_cents::bigint * i.quantity) as value,
              coalesce(sum(i.quantity) filter (where i.status = 'available'), 0) as available
         ${FROM_KEYS}${levels} where ${where.sql} group by i.store_id, i.product_id`,
      params: where.params,
    };
  }
  const rows = await run.all<Record<string, string | number | null>>({
    sql: `with ${head.sql}, pairs as (${pairs.sql})
     select coalesce(sum(i.rows), 0) as rows, coalesce(sum(i.items), 0) as total_items, coalesce(sum(i.value), 0) as total_value,
            count(*) filter (where ${LOW_STOCK}) as low_stock_count, coalesce(sum(i.available), 0) as available_count
       from pairs i join products p on p.id = i.product_id${WITH_LEVELS}`,
    params: [...head.params, ...pairs.params],
    generic: plannedOnce(selection),
  });
  const row = rows[0] ?? {};
  return {
    rows: Number(row.rows ?? 0),
    totalItems: Number(row.total_items ?? 0),
    totalValueCents: Number(row.total_value ?? 0),
    lowStockCount: Number(row.low_stock_count ?? 0),
    availableCount: Number(row.available_count ?? 0),
  };
}
