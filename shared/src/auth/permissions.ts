import type { Role } from './roles.ts';

/**
 * The permissions map (spec 1 §3 User.permissions): resource → allowed actions.
 * The spec leaves its contents open; this is Banco's policy, and the server checks it on
 * every route (cloud-api `requirePermission`). The UI only reflects it.
 */
export const RESOURCES = [
  'dashboard',
  'customers',
  'sales',
  'warehouse',
  'repairs',
  'stores',
  'users',
  'companies',
  'settings',
  'system_settings',
  'operators',
  'subscription_plans',
  'multi_company',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['view', 'create', 'edit', 'delete', 'assign_staff', 'switch', 'assign'] as const;
export type Action = (typeof ACTIONS)[number];

export type PermissionsMap = Partial<Record<Resource, Action[]>>;

const CRUD: Action[] = ['view', 'create', 'edit', 'delete'];

const POLICY: Readonly<Record<Role, PermissionsMap>> = {
  superadmin: {
    dashboard: ['view'],
    customers: CRUD,
    sales: CRUD,
    warehouse: CRUD,
    repairs: CRUD,
    stores: [...CRUD, 'assign_staff'],
    users: CRUD,
    companies: CRUD,
    settings: ['view', 'edit'],
    system_settings: ['view'],
    operators: ['view', 'create', 'edit'],
    subscription_plans: ['view'],
    multi_company: ['view', 'assign'],
  },
  entrepreneur: {
    dashboard: ['view'],
    customers: CRUD,
    sales: CRUD,
    warehouse: CRUD,
    repairs: CRUD,
    stores: [...CRUD, 'assign_staff'],
    users: CRUD,
    companies: ['switch'],
    settings: ['view', 'edit'],
    operators: ['view', 'create', 'edit'],
    subscription_plans: ['view'],
  },
  manager: {
    dashboard: ['view'],
    customers: ['view', 'create', 'edit'],
    sales: ['view', 'create', 'edit'],
    warehouse: ['view', 'create', 'edit'],
    repairs: ['view', 'create', 'edit'],
    stores: ['view', 'edit', 'assign_staff'],
    users: ['view', 'create', 'edit', 'delete'],
    settings: ['view'],
    operators: ['view'],
  },
  consultant: {
    dashboard: ['view'],
    customers: ['view', 'create', 'edit'],
    sales: ['view', 'create'],
    warehouse: ['view'],
    repairs: ['view', 'create', 'edit'],
    stores: ['view'],
    users: ['view'],
    settings: ['view'],
  },
};

/** A fresh copy of the role's permissions map, as returned in user.permissions. */
export function permissionsFor(role: Role): PermissionsMap {
  return Object.fromEntries(
    Object.entries(POLICY[role]).map(([resource, actions]) => [resource, [...actions]]),
  ) as PermissionsMap;
}

/** A resource-permission check: the map must contain the action for that resource. */
export function can(permissions: PermissionsMap | null | undefined, resource: Resource, action: Action): boolean {
  return permissions?.[resource]?.includes(action) ?? false;
}
