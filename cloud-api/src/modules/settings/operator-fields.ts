import { defineFieldMap } from '../../common/field-map.ts';
import type { Operator } from './operator.entity.ts';

/**
 * An operator's editable columns as the API names them: create, save, the DTO and the audit trail
 * read this one list (the company is set by the server, beside it).
 */
export const operatorFields = defineFieldMap<Operator>()({
  name: 'name',
  category: 'category',
  is_active: 'isActive',
});
