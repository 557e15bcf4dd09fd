import { MSG, roleHasStores, type StoreStaffData, type StoreStaffMember, type StoreUserDto } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { assertMayManage } from '../users/user-access.ts';
import { User } from '../users/user.entity.ts';
import { loadStore, type StoreCaller } from './store-access.ts';
import type { Store } from './store.entity.ts';
import { UserStore } from './user-store.entity.ts';

export interface StoreStaffService {
  /** Assigned staff (superadmins hidden) and the store's manager. */
  staff(caller: StoreCaller, storeId: number): Promise<StoreStaffData>;
  users(caller: StoreCaller, storeId: number): Promise<StoreUserDto[]>;
  assignUser(caller: StoreCaller, storeId: number, userId: number): Promise<StoreUserDto[]>;
  unassignUser(caller: StoreCaller, storeId: number, userId: number): Promise<StoreUserDto[]>;
}

function toMember(row: UserStore): StoreStaffMember {
  const { user } = row;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    phone: user.phone ?? null,
    email: user.email,
    assigned_at: row.assignedAt.toISOString(),
  };
}

async function assignments(em: SqlEntityManager, store: Store): Promise<UserStore[]> {
  // superadmins are never staff (and a manager's scope could not even load them)
  return em.find(
    UserStore,
    { store: store.id, user: { role: { $ne: 'superadmin' } } },
    { populate: ['user'], orderBy: { assignedAt: 'asc', id: 'asc' } },
  );
}

function toUsers(store: Store, rows: UserStore[]): StoreUserDto[] {
  return rows.map((row) => ({ ...toMember(row), is_active: row.user.isActive, is_manager: store.manager?.id === row.user.id }));
}

/**
 * The users module's rules, kept by a store's staff list too ('Assegna Utente', a removal): the staff
 * of a store is the same data as a user's stores, so it may change only as the user's own edit could
 * (user-management.ts). Without them a manager added or removed other managers and consultants of
 * stores it does not run, left a consultant with no store, or a consultant's supervisor in none of
 * its stores.
 */

/** Every store the user works in, in its company, whatever stores the caller sees (the rules judge them all). */
async function storeIdsOf(em: SqlEntityManager, user: User): Promise<number[]> {
  const rows = await em.find(UserStore, { user: user.id, company: user.company?.id ?? -1 }, { fields: ['store'], filters: false });
  return rows.map((row) => row.store.id);
}

/** 403 unless the caller may manage the user with these stores (its role, company and every store of it). */
function assertManageable(auth: AuthContext, user: User, storeIds: readonly number[]): void {
  assertMayManage(auth, { id: user.id, role: user.role, companyId: user.company?.id ?? null, storeIds: [...storeIds] });
}

/**
 * What a removal from a store would break, refused with 409: a manager or a consultant left without a
 * store; a consultant whose supervisor then works in none of its stores; a manager leaving the only
 * store it shares with a consultant it supervises.
 */
async function assertRemovable(em: SqlEntityManager, user: User, storeId: number, storeIds: readonly number[]): Promise<void> {
  const left = storeIds.filter((id) => id !== storeId);
  if (left.length === 0) throw new ConflictError(MSG.userStoresRequired);
  if (user.role === 'consultant' && user.manager) {
    const shared = await em.count(UserStore, { user: user.manager.id, store: { $in: left } }, { filters: false });
    if (shared === 0) throw new ConflictError(MSG.userManagerNoSharedStore);
  }
  if (user.role === 'manager') {
    // consultants it supervises that would share no store with it any more
    const stranded = await em.execute<Array<{ n: string | number }>>(
      `select count(*) as n from users c
        where c.manager_id = ? and c.role = 'consultant'
          and not exists (select 1 from user_stores cs where cs.user_id = c.id and cs.store_id in (${left.map(() => '?').join(', ')}))`,
      [user.id, ...left],
    );
    if (Number(stranded[0]?.n ?? 0) > 0) throw new ConflictError(MSG.userManagerStillSupervises);
  }
}

export function createStoreStaffService(): StoreStaffService {
  async function users(caller: StoreCaller, storeId: number): Promise<StoreUserDto[]> {
    const store = await loadStore(caller.em, storeId);
    return toUsers(store, await assignments(caller.em, store));
  }

  return {
    async staff(caller, storeId) {
      const store = await loadStore(caller.em, storeId);
      const rows = await assignments(caller.em, store);
      const manager = store.manager ?? null;
      return {
        staff: rows.map(toMember),
        manager: manager
          ? { id: manager.id, first_name: manager.firstName, last_name: manager.lastName, email: manager.email }
          : null,
      };
    },

    users,

    async assignUser(caller, storeId, userId) {
      const { em } = caller;
      const store = await loadStore(em, storeId);
      // the tenant filter hides the users of other companies: they do not exist for the caller
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new NotFoundError(MSG.userNotFound);
      if (user.company?.id !== store.company.id || !roleHasStores(user.role)) {
        throw new ValidationError({ user_id: MSG.storeUserNotAssignable });
      }
      // as the user will be: its stores and this one (a manager staffs its store with consultants of its own stores only)
      assertManageable(caller.auth, user, [...(await storeIdsOf(em, user)), store.id]);
      if ((await em.count(UserStore, { store: store.id, user: user.id }, { filters: false })) > 0) {
        throw new ConflictError(MSG.storeUserAlreadyAssigned);
      }
      await em.transactional(async (tx) => {
        tx.create(UserStore, { user, store, company: store.company });
        // the first active manager assigned to a store without one becomes its manager
        const becomesManager = user.role === 'manager' && user.isActive && !store.manager;
        if (becomesManager) store.manager = user;
        caller.audit(tx, {
          companyId: store.company.id,
          entityType: 'Store',
          entityId: store.id,
          action: 'user_assigned',
          changes: {
            user_id: { from: null, to: user.id },
            ...(becomesManager ? { manager_id: { from: null, to: user.id } } : {}),
          },
        });
      });
      return users(caller, store.id);
    },

    async unassignUser(caller, storeId, userId) {
      const { em } = caller;
      const store = await loadStore(em, storeId);
      const row = await em.findOne(UserStore, { store: store.id, user: userId }, { populate: ['user', 'user.company', 'user.manager'] });
      if (!row) throw new NotFoundError(MSG.storeUserNotAssigned);
      if (userId === caller.auth.userId) throw new ConflictError(MSG.storeUserSelfRemoval);
      const storeIds = await storeIdsOf(em, row.user);
      assertManageable(caller.auth, row.user, storeIds);
      await assertRemovable(em, row.user, store.id, storeIds);
      await em.transactional(async (tx) => {
        const changes: Record<string, { from: unknown; to: unknown }> = { user_id: { from: userId, to: null } };
        if (store.manager?.id === userId) {
          // the store's manager leaves: the longest-assigned remaining manager takes over, if any
          const next = (await assignments(tx, store)).find((other) => other.user.id !== userId && other.user.role === 'manager' && other.user.isActive);
          store.manager = next?.user ?? null;
          changes.manager_id = { from: userId, to: next?.user.id ?? null };
        }
        tx.remove(row);
        caller.audit(tx, { companyId: store.company.id, entityType: 'Store', entityId: store.id, action: 'user_unassigned', changes });
      });
      return users(caller, store.id);
    },
  };
}
