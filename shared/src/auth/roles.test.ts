import { describe, expect, it } from 'vitest';
import { hasMinimumRole, manageableRoles, roleLabel, ROLE_RANK } from './roles.ts';
import { can, permissionsFor } from './permissions.ts';

describe('roles', () => {
  it('ranks superadmin 100, entrepreneur 75, manager 50, consultant 25', () => {
    expect(ROLE_RANK).toEqual({ superadmin: 100, entrepreneur: 75, manager: 50, consultant: 25 });
  });
  it('passes a minimum-role check at equal or higher rank only', () => {
    expect(hasMinimumRole('manager', 'manager')).toBe(true);
    expect(hasMinimumRole('entrepreneur', 'manager')).toBe(true);
    expect(hasMinimumRole('consultant', 'manager')).toBe(false);
  });
  it('labels roles in Italian and falls back to Consulente', () => {
    expect(roleLabel('superadmin')).toBe('Super Admin');
    expect(roleLabel('entrepreneur')).toBe('Imprenditore');
    expect(roleLabel('unknown')).toBe('Consulente');
    expect(roleLabel(null)).toBe('Consulente');
  });
  it('lets a user manage strictly lower ranks', () => {
    expect(manageableRoles('entrepreneur')).toEqual(['manager', 'consultant']);
    expect(manageableRoles('consultant')).toEqual([]);
  });
});

describe('permissions', () => {
  it('gives companies management to the superadmin only', () => {
    expect(can(permissionsFor('superadmin'), 'companies', 'create')).toBe(true);
    expect(can(permissionsFor('entrepreneur'), 'companies', 'create')).toBe(false);
    expect(can(permissionsFor('entrepreneur'), 'companies', 'switch')).toBe(true);
    expect(can(permissionsFor('manager'), 'companies', 'switch')).toBe(false);
  });
  it('returns a copy that callers cannot use to widen the policy', () => {
    const map = permissionsFor('consultant');
    map.stores?.push('delete');
    expect(can(permissionsFor('consultant'), 'stores', 'delete')).toBe(false);
  });
  it('denies anything when the map is missing', () => {
    expect(can(undefined, 'stores', 'view')).toBe(false);
    // @ts-expect-error stores have no 'approve' action: the check does not type-check
    expect(can(permissionsFor('superadmin'), 'stores', 'approve')).toBe(false);
  });
});
