import { describe, expect, it } from 'vitest';
import { can } from '../auth/permissions.ts';
import { permissionsFor, ROLES } from '../index.ts';
import { settingsContract } from './contract.ts';

describe('settings contract', () => {
  it('saving an operator needs operators create, and every role that has it may also edit (the route checked both)', () => {
    expect(settingsContract.saveOperator.access).toEqual({ resource: 'operators', action: 'create' });
    for (const role of ROLES) {
      const permissions = permissionsFor(role);
      if (can(permissions, 'operators', 'create')) expect(can(permissions, 'operators', 'edit')).toBe(true);
    }
  });
});
