import {
  permissionsFor,
  type AdditionalCompany,
  type AssignedStore,
  type UserDetail,
  type UserDto,
  type UserListItem,
  type UserRowFlags,
} from '@banco/shared';
import type { RawReads } from '../../db/raw-reads.ts';
import type { Company } from '../companies/company.entity.ts';
import { userFields, userPreferenceFields } from './user-fields.ts';
import type { User } from './user.entity.ts';
import { readUserRelations, type UserRelations } from './user-relations.ts';

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/**
 * What a UserDto is built from: the User entity, or the caller's profile as the identity statement
 * read it (auth.profile, no entity built).
 */
export type UserDtoSource = Pick<
  User,
  | 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'role' | 'isActive' | 'emailVerifiedAt' | 'lastLoginAt'
  | 'language' | 'timezone' | 'themePreference' | 'emailNotifications' | 'createdAt' | 'updatedAt'
> & { manager?: { id: number } | null };

/**
 * The user as the API returns it. company_id/company_name/subscription_plan_name describe the
 * session's CURRENT company; assigned_stores are the stores of that company. `reads` are unscoped
 * (identity reads): the relations are read in one statement (user-relations.ts).
 */
export async function toUserDto(reads: RawReads, user: UserDtoSource, currentCompany: Pick<Company, 'id' | 'name'> | null): Promise<UserDto> {
  return userDtoOf(user, currentCompany, await readUserRelations(reads, user, currentCompany?.id ?? null));
}

/** Built once: picking builds a new map, and /auth/me builds a DTO at every call. */
const OWN_FIELDS = userFields.pick('first_name', 'last_name', 'email', 'phone', 'role');

/** The UserDto of a user whose relations are already read (the caller's own come with its identity). */
export function userDtoOf(user: UserDtoSource, currentCompany: Pick<Company, 'id' | 'name'> | null, related: UserRelations): UserDto {
  return {
    id: user.id,
    ...OWN_FIELDS.toApi(user),
    company_id: currentCompany?.id ?? null,
    company_name: currentCompany?.name ?? null,
    subscription_plan_name: related.planName,
    manager_id: user.manager?.id ?? null,
    manager_name: related.managerName,
    store_ids: related.stores.map((store) => store.id),
    assigned_stores: related.stores,
    additional_companies: related.additionalCompanies,
    is_active: user.isActive,
    email_verified_at: iso(user.emailVerifiedAt),
    last_login_at: iso(user.lastLoginAt),
    ...userPreferenceFields.toApi(user),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    permissions: permissionsFor(user.role),
  };
}

/**
 * What an admin view of a user is built from: a User entity with `company` and `manager` loaded, or
 * a lean row of the list (users-list.ts).
 */
export type UserSource = Pick<
  User,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'role' | 'isActive' | 'emailVerifiedAt' | 'lastLoginAt' | 'createdAt' | 'updatedAt'
> & {
  company?: { id: number; name: string } | null;
  manager?: { id: number; firstName: string; lastName: string } | null;
};

/** The part of a user every admin view shares; company_* is the user's own (primary) company. */
function adminBase(user: UserSource, flags: UserRowFlags, deleteBlockedReason: string | null) {
  const manager = user.manager ?? null;
  return {
    id: user.id,
    ...userFields.toApi(user),
    company_id: user.company?.id ?? null,
    company_name: user.company?.name ?? null,
    manager_id: manager?.id ?? null,
    manager_name: manager ? `${manager.firstName} ${manager.lastName}` : null,
    email_verified_at: iso(user.emailVerifiedAt),
    last_login_at: iso(user.lastLoginAt),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    delete_blocked_reason: deleteBlockedReason,
    ...flags,
  };
}

/**
 * A row of GET /users; `stores` are the
 * user's stores the caller sees, sorted by name.
 */
export function toUserListItem(
  user: UserSource,
  flags: UserRowFlags,
  stores: readonly { id: number; name: string }[],
  deleteBlockedReason: string | null,
): UserListItem {
  const names = stores.map((store) => store.name);
  return {
    ...adminBase(user, flags, deleteBlockedReason),
    store_ids: stores.map((store) => store.id),
    assigned_stores: names.join(', '),
    assigned_store_names: names,
  };
}

/** GET /users/{id}: `user.company.subscriptionPlan` and `user.manager` must be loaded. */
export function toUserDetail(
  user: User,
  flags: UserRowFlags,
  stores: readonly AssignedStore[],
  additionalCompanies: readonly AdditionalCompany[],
  deleteBlockedReason: string | null,
): UserDetail {
  return {
    ...adminBase(user, flags, deleteBlockedReason),
    subscription_plan_name: user.company?.subscriptionPlan?.name ?? null,
    store_ids: stores.map((store) => store.id),
    assigned_stores: [...stores],
    additional_companies: [...additionalCompanies],
    permissions: permissionsFor(user.role),
  };
}
