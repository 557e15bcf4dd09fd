import type { CustomerDto } from '@banco/shared';
import type { TenantScope } from '../../common/tenancy.ts';
import { rawQuery, type RawReads, type RawStatement } from '../../db/raw-reads.ts';
import { lastPurchaseSql } from './customer-figures.ts';
import { companyWall, customerDtoOf, customerRowSql, type CustomerRow } from './customer-row.ts';
import { customerSearchRoutine } from './customer-search-routine.ts';
import { keepTotal, knownTotal } from './customer-search-totals.ts';

/**
 * GET /customers, raw (db/raw-reads.ts): the list and its searches are read at every keystroke of a
 * customer picker, and through the ORM a page was some six statements in one transaction (the
 * search routine or a count, the page's customers with their company, their figures), each built
 * and planned at every request. Here each variant is ONE fixed statement, prepared once per
 * connection, in one round trip under the caller's scope: the page's customers in their order, each
 * row as the detail reads it (customer-row.ts) with its last purchase, and the total beside them.
 * The statements of a read cannot see each other's results, so the page's ids and the total come
 * from a subquery of the same statement; a page past the end still answers the total, on a row
 * without a customer (the page is left-joined to it).
 *
 * Parameters: $1 the caller's company, null for the superadmin (every company); then the variant's.
 * Customers are the company's whatever the caller's stores (spec 2 §6) and a customer erased for its
 * sales is gone; row-level security is the second wall.
 */
const IN_COMPANY = companyWall('$1');
const CUSTOMER_ROW = customerRowSql(IN_COMPANY);

/** How many of the newest sales are looked at for their customers (enough for a picker's few). */
const NEWEST_SALES_SCANNED = 200;

/** The list rows of the customers `ids(id, n)` (an int id and its place), those of the scope only. */
const rowsOf = (ids: string): string => `select ${CUSTOMER_ROW.columns}, ${lastPurchaseSql(IN_COMPANY)} as last_purchase, ids.n
  from ${ids}
  join customers c on c.id = ids.id
  ${CUSTOMER_ROW.joins}
  where c.anonymized_at is null and ${IN_COMPANY('c')}`;

/**
 * A search ($2 the LIKE pattern, customer-search.ts; $3 limit, $4 offset; $5 and $6 the company's
 * list version and the total this search was counted at, or nulls: customer-search-totals.ts):
 * banco_customer_search answers the page's ids newest first, the count of every match (or the
 * known total while the version stands) and the version, applying the tenant wall itself
 * (customer-search-routine.ts). The ids are made an int array first: a cast in the join
 * condition is not leakproof, so under row-level security the customers would not be looked up by
 * their key (a scan of all of them).
 */
const SEARCH: RawStatement = {
  name: 'banco_customer_list_search',
  text: `select (found.r->>'total')::int as total, (found.r->>'version')::float8 as list_version, page.*
    from (select "${customerSearchRoutine.name}"($2::text, $3::int, $4::int, $5::bigint, $6::int) as r) found
    left join lateral (${rowsOf(`unnest(array(select x.id::int from jsonb_array_elements_text(found.r->'ids') with ordinality x(id, n) order by x.n))
        with ordinality ids(id, n)`)}) page on true
    order by page.n`,
};

/**
 * The list without a search ($2 limit, $3 offset; $4 and $5 the company's list version and the
 * total counted at it, or nulls): the scope's customers newest first (index on company, created_at,
 * id), and their count, or the known total while the version stands (customer-search-totals.ts:
 * counting a company's 200,000 customers at every page was most of the page's time). The count
 * is an InitPlan, run only when the CASE needs it; the superadmin's scope (every company) has no
 * version and is always counted.
 */
const NEWEST: RawStatement = {
  name: 'banco_customer_list_newest',
  text: `select counted.total, counted.list_version, page.*
    from (select w.version::float8 as list_version,
        case when w.version = $4::bigint then $5::int
          else (select count(*)::int from customers c where c.anonymized_at is null and ${IN_COMPANY('c')}) end as total
      from (select case when $1::int is null then null
          else coalesce((select v.version from customer_list_versions v where v.company_id = $1::int), 0) end as version) w) counted
    left join lateral (${rowsOf(`unnest(array(select c.id from customers c where c.anonymized_at is null and ${IN_COMPANY('c')}
        order by c.created_at desc, c.id desc limit $2 offset $3)) with ordinality ids(id, n)`)}) page on true
    order by page.n`,
};

/**
 * 'Clienti recenti' of the sales wizard (spec 2 §2.6: the 3 with the most recent purchase; $2 how
 * many): the customers of the scope's newest sales, most recent buyer first, each once, then those
 * the list shows (an erased one leaves its place empty); the total is how many are shown. Reading
 * the newest sales (not every customer's last purchase) keeps it one short index walk at any volume.
 */
const RECENT_BUYERS: RawStatement = {
  name: 'banco_customer_list_recent_buyers',
  text: `select (count(*) over ())::int as total, page.*
    from (${rowsOf(`(select b.id, min(b.n) as n
        from unnest(array(select s.customer_id from sales s
          where s.customer_id is not null and s.status <> 'cancelled' and ${IN_COMPANY('s')}
          order by s.sale_date desc, s.id desc limit ${NEWEST_SALES_SCANNED})) with ordinality b(id, n)
        group by b.id order by min(b.n) limit $2) ids`)}) page
    order by page.n`,
};

/** A row of the list: a customer with the total, or only the total (a page past the end); with the list version the total was counted at (null: not kept). */
type ListRow = { total: number; list_version?: number | null } & (CustomerRow | { id: null });

export interface CustomerListRead {
  /** A LIKE pattern on the search column (customer-search.ts), '' for no search. */
  pattern: string;
  recentBuyers: boolean;
  limit: number;
  offset: number;
}

/** The page of GET /customers the scope sees and the total it paginates (a search wins over recent buyers). */
export async function readCustomerList(
  reads: RawReads,
  scope: TenantScope,
  { pattern, recentBuyers, limit, offset }: CustomerListRead,
): Promise<{ customers: CustomerDto[]; total: number }> {
  const company = scope.all ? null : scope.companyId;
  // the recent buyers are few and always counted; a search and the plain list reuse a total while the company's list version stands
  const counted = pattern !== '' || !recentBuyers;
  const known = company === null || !counted ? null : knownTotal(company, pattern);
  const knownValues = [known?.version ?? null, known?.total ?? null];
  const read =
    pattern !== ''
      ? rawQuery<ListRow>(SEARCH, [company, pattern, limit, offset, ...knownValues])
      : recentBuyers
        ? rawQuery<ListRow>(RECENT_BUYERS, [company, limit])
        : rawQuery<ListRow>(NEWEST, [company, limit, offset, ...knownValues]);
  const [rows] = await reads.selectScoped(scope, [read] as const);
  const version = rows[0]?.list_version;
  if (company !== null && counted && version !== undefined && version !== null) keepTotal(company, pattern, { version, total: rows[0]?.total ?? 0 });
  return {
    customers: rows.flatMap((row) => (row.id === null ? [] : [customerDtoOf(row)])),
    total: rows[0]?.total ?? 0,
  };
}
