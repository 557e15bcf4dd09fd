import { can, isPastDate, todayIso, type ActivationCodeDto, type StoreDto, type StoreRowPermissions, type StoreSummary } from '@banco/shared';
import type { AuthContext } from '../auth/auth-context.ts';
import { activationCodeFields } from './activation-code-fields.ts';
import type { ActivationCode } from './activation-code.entity.ts';
import { storeFields, type StoreColumn } from './store-fields.ts';
import type { Store } from './store.entity.ts';

/**
 * What the caller may do on a store it can see. Visibility is the tenant filter's job (a manager
 * only ever loads its assigned stores), so the row's rights are those of the role's policy.
 */
export function storeRowPermissions(auth: AuthContext): StoreRowPermissions {
  const { permissions } = auth;
  return {
    can_view: can(permissions, 'stores', 'view'),
    can_edit: can(permissions, 'stores', 'edit'),
    can_delete: can(permissions, 'stores', 'delete'),
    can_assign_staff: can(permissions, 'stores', 'assign_staff'),
  };
}

export interface StoreCounts {
  staffCount: number;
  customersCount: number;
}

/**
 * What a StoreDto is built from: a Store entity with `company` and `manager` loaded, or a lean row
 * of the list (stores-list.ts).
 */
export type StoreSource = Pick<Store, 'id' | 'code' | StoreColumn | 'createdAt' | 'updatedAt'> & {
  company: { id: number; name: string };
  manager?: { id: number; firstName: string; lastName: string } | null;
};

/** The store as the API returns it. */
export function toStoreDto(store: StoreSource, counts: StoreCounts, permissions: StoreRowPermissions): StoreDto {
  const manager = store.manager ?? null;
  return {
    id: store.id,
    code: store.code,
    company_id: store.company.id,
    company_name: store.company.name,
    ...storeFields.toApi(store),
    is_active: store.status === 'active',
    manager_id: manager?.id ?? null,
    manager_name: manager ? `${manager.firstName} ${manager.lastName}` : null,
    staff_count: counts.staffCount,
    customers_count: counts.customersCount,
    created_at: store.createdAt.toISOString(),
    updated_at: store.updatedAt.toISOString(),
    permissions,
  };
}

export function toStoreSummary(store: Store): StoreSummary {
  return {
    id: store.id,
    code: store.code,
    name: store.name,
    city: store.city,
    province: store.province,
    status: store.status,
    company_id: store.company.id,
    company_name: store.company.name,
  };
}

/** 'Scaduto': valid_until is before today in Italy (the same rule as the counter's, shared isPastDate). */
export function isCodeExpired(code: Pick<ActivationCode, 'validUntil'>, today: string = todayIso()): boolean {
  return isPastDate(code.validUntil === null || code.validUntil === undefined ? null : String(code.validUntil), today);
}

export function toActivationCodeDto(code: ActivationCode, today: string = todayIso()): ActivationCodeDto {
  return {
    id: code.id,
    store_id: code.store.id,
    ...activationCodeFields.toApi(code),
    is_expired: isCodeExpired(code, today),
    created_at: code.createdAt.toISOString(),
    updated_at: code.updatedAt.toISOString(),
  };
}
