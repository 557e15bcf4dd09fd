import { defineFieldMap } from '../../common/field-map.ts';
import type { Supplier } from './supplier.entity.ts';

/** A supplier's columns as the API names them: create, update, the DTO and the audit read this one list. */
export const supplierFields = defineFieldMap<Supplier>()({
  name: 'name',
  code: 'code',
  type: 'type',
  vat_number: 'vatNumber',
  email: 'email',
  phone: 'phone',
  notes: 'notes',
  verified: 'verified',
  active: 'active',
});
