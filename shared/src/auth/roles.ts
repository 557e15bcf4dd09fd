/** The four staff roles (spec 1 §1) and their ranking (§6). */
export const ROLES = ['superadmin', 'entrepreneur', 'manager', 'consultant'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Readonly<Record<Role, number>> = {
  superadmin: 100,
  entrepreneur: 75,
  manager: 50,
  consultant: 25,
};

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  superadmin: 'Super Admin',
  entrepreneur: 'Imprenditore',
  manager: 'Manager',
  consultant: 'Consulente',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Label shown in the interface; 'Consulente' is also the fallback for unknown roles. */
export function roleLabel(role: string | null | undefined): string {
  return isRole(role) ? ROLE_LABELS[role] : ROLE_LABELS.consultant;
}

/** A minimum-role check passes when the user's rank is at least the required rank. */
export function hasMinimumRole(role: Role, required: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[required];
}

/** Roles a user may create or manage: strictly lower ranks. */
export function manageableRoles(role: Role): Role[] {
  return ROLES.filter((r) => ROLE_RANK[r] < ROLE_RANK[role]);
}
