import { can, type CustomerPermissions } from '@banco/shared';
import type { AuthContext } from '../auth/auth-context.ts';

/**
 * What the caller may do on customers (spec 2 §6): the role's policy, the same the routes enforce.
 * Converting points into a coupon is part of editing the customer.
 */
export function customerPermissions(auth: AuthContext): CustomerPermissions {
  const { permissions } = auth;
  return {
    can_create: can(permissions, 'customers', 'create'),
    can_edit: can(permissions, 'customers', 'edit'),
    can_delete: can(permissions, 'customers', 'delete'),
    can_assign_points: can(permissions, 'customers', 'assign_points'),
    can_delete_points: can(permissions, 'customers', 'delete_points'),
    can_convert_points: can(permissions, 'customers', 'edit'),
    can_export: can(permissions, 'customers', 'export'),
  };
}
