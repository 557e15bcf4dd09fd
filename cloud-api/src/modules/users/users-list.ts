import { can, MSG, pageWindow, STORE_ROLES, type UsersQuery } from '@banco/shared';
import { containsPattern } from '../../common/like.ts';
import { rawQuery, type RawReads, type RawStatement } from '../../db/raw-reads.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { planRoomQuery, planRoomReason } from '../companies/plan-limits.ts';
import { userColumnsOf, type UserColumnsRow } from './user-columns-row.ts';
import type { UserSource } from './user-dto.ts';

/**
 * GET /users in one raw read (db/raw-reads.ts): the total, the page with everything its rows show,
 * and the plan's room, as three prepared statements in one round trip, instead of some seven ORM
 * statements (QueryBuilders built, inlined and planned at every request) in an ORM transaction. The statements
 * restrict to the caller's scope themselves, as the ORM's tenant filter and user-access.ts did;
 * row-level security still walls them as the tenant role (the superadmin's read runs above tenants).
 *
 * Parameters, shared by the count and the page (null: not restricted / not filtered):
 * $1 the scope's company (null: the superadmin, every company), $2 the caller,
 * $3 the scope's stores (null: an entrepreneur, its whole company; managers and consultants: theirs),
 * $4 role, $5 company_id, $6 available_for_store, $7…$11 the search words as LIKE patterns on search_text;
 * the page adds $12 limit and $13 offset. One fixed text whatever the filters, prepared once.
 */

/**
 * The search takes this many words at most; each must be in the first name, the last name or the
 * e-mail, case-insensitively: `search_text` is those three lower-cased, joined by a space (a word has
 * none, so it cannot match across two of them), and the words are lower-cased alike, by the same lower().
 */
const SEARCH_WORDS = 5;
const SEARCH_SLOTS = Array.from({ length: SEARCH_WORDS }, (_, i) => `$${7 + i}`);

/** A store the scope sees (the Store tenant filter): its company's, and for managers and consultants their own. */
const STORE_SEEN = `($1::int is null or s.company_id = $1::int and ($3::int[] is null or s.id = any($3::int[])))`;

/**
 * The users the caller sees (user-access.ts `visibleUsersWhere` within the User tenant filter):
 * the superadmin every user; an entrepreneur the users of its current company; a manager or
 * consultant itself and the staff of its stores.
 */
const VISIBLE = `($1::int is null
    or $3::int[] is null and u.company_id = $1::int
    or $3::int[] is not null and (u.company_id = $1::int or u.id = $2::int)
      and (u.id = $2::int or u.id in (select us.user_id from user_stores us where us.company_id = $1::int and us.store_id = any($3::int[]))))`;

/** The visible users the filters keep; available_for_store: active staff of the store's company not yet in it. */
const MATCHING = `where ${VISIBLE}
  and ($4::text is null or u.role = $4::text)
  and ($5::int is null or u.company_id = $5::int)
  and ($6::int is null or u.role in (${STORE_ROLES.map((role) => `'${role}'`).join(', ')}) and u.is_active
    and u.company_id = (select s.company_id from stores s where s.id = $6::int and ${STORE_SEEN})
    and not exists (select from user_stores us where us.store_id = $6::int and us.user_id = u.id))
  ${SEARCH_SLOTS.map((slot) => `and (${slot}::text is null or u.search_text like lower(${slot}::text))`).join('\n  ')}`;

/** The total (a count of its own, so that the page can stop at its last row), and whether available_for_store is a store the caller sees. */
const COUNT: RawStatement = {
  name: 'banco_users_count',
  text: `select count(*)::int as total, $6::int is null or exists (select from stores s where s.id = $6::int and ${STORE_SEEN}) as store_seen
  from users u ${MATCHING}`,
};

/**
 * The page, newest first, with its company and manager names, each user's stores in its company
 * (all of them, as whether a manager may manage a consultant depends on every store of it; `name`
 * null: a store the caller does not see) and, for a manager, how many consultants it
 * supervises (counted in one pass over users for the whole page: users.manager_id has no index).
 */
const PAGE: RawStatement = {
  name: 'banco_users_page',
  text: `with page as (
    select u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.company_id, u.manager_id, u.is_active,
      u.email_verified_at, u.last_login_at, u.created_at, u.updated_at
    from users u ${MATCHING}
    order by u.created_at desc, u.id desc limit $12 offset $13)
  select p.*, c.name as company_name, m.first_name as manager_first_name, m.last_name as manager_last_name,
    (select coalesce(json_agg(json_build_object('id', us.store_id, 'name', (select s.name from stores s where s.id = us.store_id and ${STORE_SEEN}))
        order by us.store_id), '[]'::json)
      from user_stores us where us.user_id = p.id and ($1::int is null or us.company_id = $1::int)) as stores,
    coalesce(supervised.consultants, 0) as consultants
  from page p
  left join companies c on c.id = p.company_id
  left join users m on m.id = p.manager_id and ($1::int is null or m.company_id = $1::int or m.id = $2::int)
  left join (select x.manager_id, count(*)::int as consultants from users x
      where x.manager_id in (select id from page where role = 'manager') and ($1::int is null or x.company_id = $1::int or x.id = $2::int)
      group by x.manager_id) supervised on supervised.manager_id = p.id
  order by p.created_at desc, p.id desc`,
};

interface CountRow {
  total: number;
  store_seen: boolean;
}

interface PageRow extends UserColumnsRow {
  company_id: number | null;
  company_name: string | null;
  manager_id: number | null;
  manager_first_name: string | null;
  manager_last_name: string | null;
  stores: { id: number; name: string | null }[];
  consultants: number;
}

/** A user of the page with what its row needs. */
export interface ListedUser {
  user: UserSource;
  /** Every store of the user in its company: whether a manager may manage it depends on all of them. */
  storeIds: number[];
  /** Those the caller sees, in id order. */
  stores: { id: number; name: string }[];
  /** The consultants a manager supervises (0 for the other roles). */
  consultants: number;
}

export interface UsersPage {
  users: ListedUser[];
  total: number;
  /** Why 'Nuovo Utente' cannot be used now (the plan is full), or null. */
  createBlockedReason: string | null;
}

function listedUser(row: PageRow): ListedUser {
  return {
    user: {
      ...userColumnsOf(row),
      company: row.company_id !== null && row.company_name !== null ? { id: row.company_id, name: row.company_name } : null,
      manager:
        row.manager_id !== null && row.manager_first_name !== null
          ? { id: row.manager_id, firstName: row.manager_first_name, lastName: row.manager_last_name ?? '' }
          : null,
    },
    storeIds: row.stores.map((store) => store.id),
    stores: row.stores.flatMap((store) => (store.name === null ? [] : [{ id: store.id, name: store.name }])),
    consultants: row.consultants,
  };
}

/**
 * The page of GET /users the caller sees, its total and the plan's room, in one round trip;
 * 404 when available_for_store names a store the caller does not see.
 */
export async function readUsersPage(reads: RawReads, auth: AuthContext, query: UsersQuery): Promise<UsersPage> {
  const { scope } = auth;
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS).map(containsPattern);
  const values = [
    scope.all ? null : scope.companyId,
    auth.userId,
    scope.all ? null : scope.storeIds,
    query.role ?? null,
    query.company_id ?? null,
    query.available_for_store ?? null,
    ...Array.from({ length: SEARCH_WORDS }, (_, i) => words[i] ?? null),
  ];
  const { limit, offset } = pageWindow(query);
  // the superadmin picks the company in the wizard, where full companies cannot be chosen
  const limitedCompany = can(auth.permissions, 'users', 'create') && !scope.all ? scope.companyId : null;
  const queries = [rawQuery<CountRow>(COUNT, values), rawQuery<PageRow>(PAGE, [...values, limit, offset]), planRoomQuery(limitedCompany, 'users')] as const;
  const [counted, rows, room] = scope.all ? await reads.selectAll(queries) : await reads.selectScoped(scope, queries);
  if (counted[0]?.store_seen === false) throw new NotFoundError(MSG.storeNotFound);
  return { users: rows.map(listedUser), total: counted[0]?.total ?? 0, createBlockedReason: planRoomReason(room, 'users') };
}
