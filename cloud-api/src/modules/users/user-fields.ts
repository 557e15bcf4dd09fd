import { defineFieldMap } from '../../common/field-map.ts';
import type { User } from './user.entity.ts';

/**
 * A user's own editable columns as the API names them: create, update, the DTOs and the audit
 * trail read this one list. Company, manager, stores, password and e-mail verification are
 * relations or derived, handled beside it.
 */
export const userFields = defineFieldMap<User>()({
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  role: 'role',
  is_active: 'isActive',
});
