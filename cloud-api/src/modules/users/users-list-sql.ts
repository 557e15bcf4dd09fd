import { STORE_ROLES } from '@banco/shared';
import { rawQuery, type RawQuery } from '../../db/raw-reads.ts';
import { shapedStatement, StatementParams, whereAll } from '../../db/shaped-statement.ts';
import type { UserColumnsRow } from './user-columns-row.ts';

/**
 * The statements of GET /users (users-list.ts), one text per shape (db/shaped-statement.ts): the
 * caller's scope and the filters present. They restrict to the caller's scope themselves, as the
 * ORM's tenant filter and user-access.ts did; row-level security still walls them as the tenant
 * role (the superadmin's read runs above tenants).
 */
export interface UsersListShape {
  /** The scope's company; null: the superadmin, every company. */
  companyId: number | null;
  callerId: number;
  /** The scope's stores; null: an entrepreneur (its whole company) or the superadmin. */
  storeIds: number[] | null;
  role: string | null;
  filterCompanyId: number | null;
  availableForStore: number | null;
  /** The search words in searchForm, as LIKE patterns on search_text (none: no search). */
  words: readonly string[];
}

export interface CountRow {
  total: number;
  store_seen: boolean;
}

export interface PageRow extends UserColumnsRow {
  company_id: number | null;
  company_name: string | null;
  manager_id: number | null;
  manager_first_name: string | null;
  manager_last_name: string | null;
  stores: { id: number; name: string | null }[];
  consultants: number;
}

const company = (params: StatementParams, shape: UsersListShape) => params.ref('company', shape.companyId, 'int');
const caller = (params: StatementParams, shape: UsersListShape) => params.ref('caller', shape.callerId, 'int');

/** A store the scope sees (the Store tenant filter): its company's, and for managers and consultants their own; null: any. */
function storeSeen(params: StatementParams, shape: UsersListShape): string | null {
  if (shape.companyId === null) return null;
  const own = `s.company_id = ${company(params, shape)}`;
  return shape.storeIds === null ? own : `${own} and s.id = any(${params.ref('stores', shape.storeIds, 'int[]')})`;
}

const andSeen = (seen: string | null) => (seen === null ? '' : ` and ${seen}`);

/**
 * The users the caller sees (user-access.ts `visibleUsersWhere` within the User tenant filter):
 * the superadmin every user (null); an entrepreneur the users of its current company; a manager or
 * consultant itself and the staff of its stores.
 */
function visible(params: StatementParams, shape: UsersListShape): string | null {
  if (shape.companyId === null) return null;
  const own = company(params, shape);
  if (shape.storeIds === null) return `u.company_id = ${own}`;
  const me = caller(params, shape);
  const stores = params.ref('stores', shape.storeIds, 'int[]');
  return `(u.company_id = ${own} or u.id = ${me})
    and (u.id = ${me} or u.id in (select us.user_id from user_stores us where us.company_id = ${own} and us.store_id = any(${stores})))`;
}

/**
 * The visible users the filters keep. available_for_store: active staff of the store's company not
 * yet in it. Each search word must be in the first name, the last name or the e-mail, ignoring case
 * and accents: `search_text` is those three in searchForm, joined by a space (a word has none, so
 * it cannot match across two of them), and the words come in searchForm (users-list.ts).
 */
function matching(params: StatementParams, shape: UsersListShape): string {
  const conditions: string[] = [];
  const scoped = visible(params, shape);
  if (scoped !== null) conditions.push(scoped);
  if (shape.role !== null) conditions.push(`u.role = ${params.ref('role', shape.role, 'text')}`);
  if (shape.filterCompanyId !== null) conditions.push(`u.company_id = ${params.ref('filter_company', shape.filterCompanyId, 'int')}`);
  if (shape.availableForStore !== null) {
    const store = params.ref('store', shape.availableForStore, 'int');
    conditions.push(`u.role in (${STORE_ROLES.map((role) => `'${role}'`).join(', ')}) and u.is_active
    and u.company_id = (select s.company_id from stores s where s.id = ${store}${andSeen(storeSeen(params, shape))})
    and not exists (select from user_stores us where us.store_id = ${store} and us.user_id = u.id)`);
  }
  shape.words.forEach((word, i) => conditions.push(`u.search_text like ${params.ref(`word${i}`, word, 'text')}`));
  return whereAll(conditions);
}

/** The total (a count of its own, so that the page can stop at its last row), and whether available_for_store is a store the caller sees. */
export function usersCountQuery(shape: UsersListShape): RawQuery<CountRow> {
  const params = new StatementParams();
  const seen =
    shape.availableForStore === null
      ? 'true'
      : `exists (select from stores s where s.id = ${params.ref('store', shape.availableForStore, 'int')}${andSeen(storeSeen(params, shape))})`;
  const text = `select count(*)::int as total, ${seen} as store_seen from users u ${matching(params, shape)}`;
  return rawQuery(shapedStatement('banco_users_count', text), params.values);
}

/**
 * The page, newest first, with its company and manager names, each user's stores in its company
 * (all of them, as whether a manager may manage a consultant depends on every store of it; `name`
 * null: a store the caller does not see) and, for a manager, how many consultants it
 * supervises (counted in one pass over users for the whole page).
 */
export function usersPageQuery(shape: UsersListShape, window: { limit: number; offset: number }): RawQuery<PageRow> {
  const params = new StatementParams();
  const where = matching(params, shape);
  const limit = params.ref('limit', window.limit, 'int');
  const offset = params.ref('offset', window.offset, 'int');
  const seen = andSeen(storeSeen(params, shape));
  const scoped = shape.companyId !== null;
  // the scope's company, or the caller itself, as the User tenant filter lets through
  const userSeen = (alias: string) => (scoped ? ` and (${alias}.company_id = ${company(params, shape)} or ${alias}.id = ${caller(params, shape)})` : '');
  const text = `with page as (
    select u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.company_id, u.manager_id, u.is_active,
      u.email_verified_at, u.last_login_at, u.created_at, u.updated_at
    from users u ${where}
    order by u.created_at desc, u.id desc limit ${limit} offset ${offset})
  select p.*, c.name as company_name, m.first_name as manager_first_name, m.last_name as manager_last_name,
    (select coalesce(json_agg(json_build_object('id', us.store_id, 'name', (select s.name from stores s where s.id = us.store_id${seen}))
        order by us.store_id), '[]'::json)
      from user_stores us where us.user_id = p.id${scoped ? ` and us.company_id = ${company(params, shape)}` : ''}) as stores,
    coalesce(supervised.consultants, 0) as consultants
  from page p
  left join companies c on c.id = p.company_id
  left join users m on m.id = p.manager_id${userSeen('m')}
  left join (select x.manager_id, count(*)::int as consultants from users x
      where x.manager_id in (select id from page where role = 'manager')${userSeen('x')}
      group by x.manager_id) supervised on supervised.manager_id = p.id
  order by p.created_at desc, p.id desc`;
  return rawQuery(shapedStatement('banco_users_page', text), params.values);
}
