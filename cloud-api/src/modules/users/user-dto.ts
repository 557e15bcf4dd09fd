import {
  permissionsFor,
  roleHasStores,
  type AdditionalCompany,
  type AssignedStore,
  type UserDetail,
  type UserDto,
  type UserListItem,
  type UserRowFlags,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Company } from '../companies/company.entity.ts';
import type { User } from './user.entity.ts';

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/**
 * The user as the API returns it. company_id/company_name/subscription_plan_name describe the
 * session's CURRENT company; assigned_stores are the stores of that company.
 */
export async function toUserDto(em: SqlEntityManager, user: User, currentCompany: Company | null): Promise<UserDto> {
  // only what the role has: managers/consultants have stores, consultants a manager, entrepreneurs extra companies
  const hasStores = roleHasStores(user.role);
  const isEntrepreneur = user.role === 'entrepreneur';
  if (user.manager) await em.populate(user, ['manager']);
  if (hasStores) await em.populate(user, ['storeAssignments.store']);
  if (isEntrepreneur) await em.populate(user, ['companyAssignments.company']);
  if (currentCompany?.subscriptionPlan) await em.populate(currentCompany, ['subscriptionPlan']);

  const stores = (hasStores ? user.storeAssignments.getItems() : [])
    .filter((assignment) => currentCompany !== null && assignment.store.company.id === currentCompany.id)
    .sort((a, b) => a.store.name.localeCompare(b.store.name, 'it'));
  const additional = isEntrepreneur ? user.companyAssignments.getItems() : [];
  const manager = user.manager ?? null;

  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    role: user.role,
    company_id: currentCompany?.id ?? null,
    company_name: currentCompany?.name ?? null,
    subscription_plan_name: currentCompany?.subscriptionPlan?.name ?? null,
    manager_id: manager?.id ?? null,
    manager_name: manager ? `${manager.firstName} ${manager.lastName}` : null,
    store_ids: stores.map((assignment) => assignment.store.id),
    assigned_stores: stores.map((assignment) => ({
      id: assignment.store.id,
      name: assignment.store.name,
      code: assignment.store.code,
      city: assignment.store.city,
      assigned_at: assignment.assignedAt.toISOString(),
    })),
    additional_companies: additional
      .map((assignment) => ({ id: assignment.company.id, name: assignment.company.name, role: assignment.role }))
      .sort((a, b) => a.name.localeCompare(b.name, 'it')),
    is_active: user.isActive,
    email_verified_at: iso(user.emailVerifiedAt),
    last_login_at: iso(user.lastLoginAt),
    language: user.language,
    timezone: user.timezone,
    theme_preference: user.themePreference,
    email_notifications: user.emailNotifications,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    permissions: permissionsFor(user.role),
  };
}

/** The part of a user every admin view shares; company_* is the user's own (primary) company. */
function adminBase(user: User, flags: UserRowFlags) {
  const manager = user.manager ?? null;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    role: user.role,
    company_id: user.company?.id ?? null,
    company_name: user.company?.name ?? null,
    manager_id: manager?.id ?? null,
    manager_name: manager ? `${manager.firstName} ${manager.lastName}` : null,
    is_active: user.isActive,
    email_verified_at: iso(user.emailVerifiedAt),
    last_login_at: iso(user.lastLoginAt),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    ...flags,
  };
}

/**
 * A row of GET /users. `user.company` and `user.manager` must be loaded; `stores` are the
 * user's stores the caller sees, sorted by name.
 */
export function toUserListItem(user: User, flags: UserRowFlags, stores: readonly { id: number; name: string }[]): UserListItem {
  const names = stores.map((store) => store.name);
  return {
    ...adminBase(user, flags),
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
): UserDetail {
  return {
    ...adminBase(user, flags),
    subscription_plan_name: user.company?.subscriptionPlan?.name ?? null,
    store_ids: stores.map((store) => store.id),
    assigned_stores: [...stores],
    additional_companies: [...additionalCompanies],
    permissions: permissionsFor(user.role),
  };
}
