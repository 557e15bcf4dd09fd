import type { Role } from './roles.ts';

/**
 * The permissions map (spec 1 §3 User.permissions): resource → allowed actions.
 * The spec leaves its contents open; this is Banco's policy, and the server checks it on
 * every route (the access declared on each contract endpoint, cloud-api `requireAccess`). The UI only reflects it.
 */
export const ACTIONS = ['view', 'create', 'edit', 'delete', 'assign_staff', 'switch', 'assign', 'assign_points', 'delete_points', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

const CRUD = ['view', 'create', 'edit', 'delete'] as const;
/**
 * Customers (spec 2 §6): manual points are assigned by superadmin, entrepreneur and manager, removed by
 * the first two; a customer's data is exported (GDPR right of access, issue 8) by those three.
 */
const CUSTOMER_ACTIONS = [...CRUD, 'assign_points', 'delete_points', 'export'] as const;

/**
 * The actions each resource has. `can(…, 'stores', 'approve')` — an action stores does not
 * have — does not type-check, and neither does a policy entry that grants one.
 */
export const RESOURCE_ACTIONS = {
  dashboard: ['view'],
  customers: CUSTOMER_ACTIONS,
  sales: CRUD,
  warehouse: CRUD,
  repairs: CRUD,
  stores: [...CRUD, 'assign_staff'],
  users: CRUD,
  companies: [...CRUD, 'switch'],
  settings: ['view', 'edit'],
  system_settings: ['view'],
  operators: ['view', 'create', 'edit'],
  subscription_plans: ['view'],
  multi_company: ['view', 'assign'],
} as const satisfies Record<string, readonly Action[]>;

export type Resource = keyof typeof RESOURCE_ACTIONS;
export const RESOURCES = Object.keys(RESOURCE_ACTIONS) as Resource[];
/** The actions of one resource. */
export type ActionOf<R extends Resource> = (typeof RESOURCE_ACTIONS)[R][number];

/** One resource's action: what a route or a menu entry requires. */
export type Permission = { [R in Resource]: { resource: R; action: ActionOf<R> } }[Resource];

export type PermissionsMap = { [R in Resource]?: ActionOf<R>[] };

/** The policy's own form: shared read-only lists, copied out by permissionsFor. */
type PolicyMap = { readonly [R in Resource]?: readonly ActionOf<R>[] };

const POLICY: Readonly<Record<Role, PolicyMap>> = {
  superadmin: {
    dashboard: ['view'],
    customers: CUSTOMER_ACTIONS,
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
    customers: CUSTOMER_ACTIONS,
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
    customers: ['view', 'create', 'edit', 'assign_points', 'export'],
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
export function can<R extends Resource>(permissions: PermissionsMap | null | undefined, resource: R, action: ActionOf<R>): boolean {
  const actions: readonly string[] | undefined = permissions?.[resource];
  return actions?.includes(action) ?? false;
}

/** `can` for a declared Permission (contract endpoints, navigation entries). */
export function allows(permissions: PermissionsMap | null | undefined, permission: Permission): boolean {
  const actions: readonly string[] | undefined = permissions?.[permission.resource];
  return actions?.includes(permission.action) ?? false;
}
