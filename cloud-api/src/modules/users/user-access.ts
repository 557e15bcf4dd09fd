import { can, manageableRoles, MSG, type Role, type UserRowFlags, type UsersListPermissions } from '@banco/shared';
import type { FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ForbiddenError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { UserStore } from '../stores/user-store.entity.ts';
import type { User } from './user.entity.ts';

/**
 * Who sees and who manages which users (spec 1 §6, Banco's server rules).
 *
 * Seeing (list and detail):
 * - superadmin: every user;
 * - entrepreneur: the users whose company is its current company;
 * - manager and consultant: themselves and the staff (managers, consultants) of their stores.
 *   Consultants see their store colleagues read-only: who works beside them and their manager,
 *   who always shares a store with them (see users.service.ts).
 *
 * Managing (edit, delete, assign stores): only strictly lower roles (shared `manageableRoles`),
 * never oneself; the entrepreneur inside its current company; the manager only consultants whose
 * every store is one of its own stores (a consultant who also works elsewhere is view-only for it).
 */

/** What the rules need to know about a target user. */
export interface TargetFacts {
  id: number;
  role: Role;
  companyId: number | null;
  /** Every store of the user in its company (not only those the caller sees). */
  storeIds: readonly number[];
}

/** The caller's own stores (managers and consultants); empty for the other roles. */
export function callerStoreIds(auth: AuthContext): number[] {
  return auth.scope.all ? [] : (auth.scope.storeIds ?? []);
}

export function mayManage(auth: AuthContext, target: TargetFacts): boolean {
  if (target.id === auth.userId) return false;
  if (!manageableRoles(auth.role).includes(target.role)) return false;
  switch (auth.role) {
    case 'superadmin':
      return true;
    case 'entrepreneur':
      return target.companyId !== null && target.companyId === auth.companyId;
    case 'manager': {
      const mine = callerStoreIds(auth);
      return (
        target.companyId === auth.companyId &&
        target.storeIds.length > 0 &&
        target.storeIds.every((id) => mine.includes(id))
      );
    }
    default:
      return false;
  }
}

/** 403 MSG.userNotManageable unless the caller may manage the user (mayManage): the users module's and the stores' staff lists' one refusal. */
export function assertMayManage(auth: AuthContext, target: TargetFacts): void {
  if (!mayManage(auth, target)) throw new ForbiddenError(MSG.userNotManageable);
}

/** can_view / can_edit / can_delete / is_own_profile of a visible user. */
export function rowFlags(auth: AuthContext, target: TargetFacts): UserRowFlags {
  const manageable = mayManage(auth, target);
  return {
    can_view: true,
    can_edit: manageable && can(auth.permissions, 'users', 'edit'),
    can_delete: manageable && can(auth.permissions, 'users', 'delete'),
    is_own_profile: target.id === auth.userId,
  };
}

/** data.permissions of the list; createBlockedReason: the plan's limit (user-management reads it). */
export function listPermissions(auth: AuthContext, createBlockedReason: string | null = null): UsersListPermissions {
  const roles = manageableRoles(auth.role);
  const canCreate = can(auth.permissions, 'users', 'create') && roles.length > 0;
  const canEdit = can(auth.permissions, 'users', 'edit') && roles.length > 0;
  return {
    can_create: canCreate,
    create_blocked_reason: canCreate ? createBlockedReason : null,
    can_edit: canEdit,
    can_delete: can(auth.permissions, 'users', 'delete') && roles.length > 0,
    manageable_roles: canCreate || canEdit ? roles : [],
  };
}

/** Roles the caller may give to a user it creates or edits. */
export function mayAssignRole(auth: AuthContext, role: Role): boolean {
  return manageableRoles(auth.role).includes(role);
}

/**
 * The where clause of the users the caller sees (on top of the tenant filter, which already
 * limits entrepreneurs, managers and consultants to their current company plus themselves).
 */
export async function visibleUsersWhere(em: SqlEntityManager, auth: AuthContext): Promise<FilterQuery<User>> {
  switch (auth.role) {
    case 'superadmin':
      return {};
    case 'entrepreneur':
      return { company: auth.companyId };
    default: {
      const stores = callerStoreIds(auth);
      // the tenant filter of UserStore keeps this to the caller's stores of its company
      const rows = stores.length > 0 ? await em.find(UserStore, { store: { $in: stores } }, { fields: ['user'] }) : [];
      return { id: { $in: [...new Set([auth.userId, ...rows.map((row) => row.user.id)])] } };
    }
  }
}
