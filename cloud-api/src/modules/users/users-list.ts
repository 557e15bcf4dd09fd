import { can, MSG, pageWindow, type UsersQuery } from '@banco/shared';
import { containsPattern } from '../../common/like.ts';
import { searchForm } from '../../common/search-form.ts';
import type { RawReads } from '../../db/raw-reads.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { planRoomQuery, planRoomReason } from '../companies/plan-limits.ts';
import { userColumnsOf } from './user-columns-row.ts';
import type { UserSource } from './user-dto.ts';
import { usersCountQuery, usersPageQuery, type PageRow, type UsersListShape } from './users-list-sql.ts';

/**
 * GET /users in one raw read (db/raw-reads.ts): the total, the page with everything its rows show,
 * and the plan's room, as three prepared statements in one round trip, instead of some seven ORM
 * statements (QueryBuilders built, inlined and planned at every request) in an ORM transaction.
 * The statements (users-list-sql.ts) have one text per filter shape, each prepared once.
 */

/** The search takes this many words at most. */
const SEARCH_WORDS = 5;

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
  const words = searchForm(query.search ?? '').split(' ').filter(Boolean).slice(0, SEARCH_WORDS).map(containsPattern);
  const shape: UsersListShape = {
    companyId: scope.all ? null : scope.companyId,
    callerId: auth.userId,
    storeIds: scope.all ? null : scope.storeIds,
    role: query.role ?? null,
    filterCompanyId: query.company_id ?? null,
    availableForStore: query.available_for_store ?? null,
    words,
  };
  // the superadmin picks the company in the wizard, where full companies cannot be chosen
  const limitedCompany = can(auth.permissions, 'users', 'create') && !scope.all ? scope.companyId : null;
  const queries = [usersCountQuery(shape), usersPageQuery(shape, pageWindow(query)), planRoomQuery(limitedCompany, 'users')] as const;
  const [counted, rows, room] = await reads.selectScoped(scope, queries);
  if (counted[0]?.store_seen === false) throw new NotFoundError(MSG.storeNotFound);
  return { users: rows.map(listedUser), total: counted[0]?.total ?? 0, createBlockedReason: planRoomReason(room, 'users') };
}
