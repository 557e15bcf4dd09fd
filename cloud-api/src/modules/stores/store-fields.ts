import { defineFieldMap } from '../../common/field-map.ts';
import type { Store } from './store.entity.ts';

/**
 * A store's editable columns as the API names them: create, update, the DTO and the audit trail
 * read this one list (code, company and manager are set by the server, beside it).
 */
export const storeFields = defineFieldMap<Store>()({
  name: 'name',
  address: 'address',
  city: 'city',
  province: 'province',
  postal_code: 'postalCode',
  phone: 'phone',
  email: 'email',
  status: 'status',
  operators_telecom: 'operatorsTelecom',
  operators_energy: 'operatorsEnergy',
  operators_mobility: 'operatorsMobility',
  whatsapp_enabled: 'whatsappEnabled',
  whatsapp_number: 'whatsappNumber',
  notes: 'notes',
});

/** The entity properties the map covers. */
export type StoreColumn = (typeof storeFields.fields)[keyof typeof storeFields.fields];
