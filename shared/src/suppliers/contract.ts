import { z } from 'zod';
import { defineEndpoint } from '../api/contract.ts';
import { idField } from '../validation/fields.ts';
import { SUPPLIER_MSG, supplierBodySchema, supplierDtoSchema, supplierListDataSchema, supplierListQuerySchema, supplierPicksSchema } from './suppliers.ts';

/**
 * Suppliers (spec 3 §7: /inventory/suppliers and /warehouse/suppliers). Everyone who sees the
 * warehouse reads them; adding and changing needs warehouse create / edit; verifying a supplier is
 * the owners' call (warehouse delete: superadmin and entrepreneur).
 */
const supplierId = z.object({ id: idField });
const view = { resource: 'warehouse', action: 'view' } as const;
const create = { resource: 'warehouse', action: 'create' } as const;
const edit = { resource: 'warehouse', action: 'edit' } as const;

export const suppliersContract = {
  list: defineEndpoint({ method: 'GET', path: '/inventory/suppliers', access: view, query: supplierListQuerySchema, response: supplierListDataSchema }),
  create: defineEndpoint({ method: 'POST', path: '/inventory/suppliers', access: create, body: supplierBodySchema, response: supplierDtoSchema, status: 201, message: SUPPLIER_MSG.created, idempotent: true }),
  update: defineEndpoint({ method: 'PUT', path: '/inventory/suppliers/:id', access: edit, params: supplierId, body: supplierBodySchema, response: supplierDtoSchema, message: SUPPLIER_MSG.updated }),
  verify: defineEndpoint({ method: 'POST', path: '/inventory/suppliers/:id/verify', access: { resource: 'warehouse', action: 'delete' }, params: supplierId, response: supplierDtoSchema, message: SUPPLIER_MSG.verified }),
  toggleActive: defineEndpoint({ method: 'POST', path: '/inventory/suppliers/:id/toggle-active', access: edit, params: supplierId, response: supplierDtoSchema, message: SUPPLIER_MSG.statusChanged }),
  picks: defineEndpoint({ method: 'GET', path: '/warehouse/suppliers', access: view, response: supplierPicksSchema }),
  quickCreate: defineEndpoint({ method: 'POST', path: '/warehouse/suppliers', access: create, body: supplierBodySchema, response: supplierDtoSchema, status: 201, message: SUPPLIER_MSG.created, idempotent: true }),
};
