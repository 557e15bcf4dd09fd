import { z } from 'zod';
import { defineEndpoint, fileAnswerSchema } from '../api/contract.ts';
import { idField } from '../validation/fields.ts';
import { DDT_MSG, ddtCreateBodySchema, ddtDetailSchema, ddtLineSchema, ddtListQuerySchema, ddtListSchema, ddtUpdateBodySchema } from './ddt.ts';

/**
 * Goods receipt against a DDT (spec 3 §7: /warehouse/ddt and the inventory module's
 * /inventory/delivery-notes). Loading goods needs warehouse create (superadmin, entrepreneur,
 * manager); everyone who sees the warehouse reads the DDTs of the stores they see.
 */
const view = { resource: 'warehouse', action: 'view' } as const;
const ddtId = z.object({ id: idField });
const create = {
  method: 'POST',
  access: { resource: 'warehouse', action: 'create' },
  body: ddtCreateBodySchema,
  response: ddtDetailSchema,
  status: 201,
  message: DDT_MSG.created,
  idempotent: true,
} as const;

export const goodsReceiptContract = {
  list: defineEndpoint({ method: 'GET', path: '/warehouse/ddt', access: view, query: ddtListQuerySchema, response: ddtListSchema }),
  /** Writes the DDT, every piece, the stock and the movements in one transaction, exactly once (Idempotency-Key). */
  create: defineEndpoint({ ...create, path: '/warehouse/ddt' }),
  show: defineEndpoint({ method: 'GET', path: '/warehouse/ddt/:id', access: view, params: ddtId, response: ddtDetailSchema }),
  update: defineEndpoint({ method: 'PUT', path: '/warehouse/ddt/:id', access: { resource: 'warehouse', action: 'edit' }, params: ddtId, body: ddtUpdateBodySchema, response: ddtDetailSchema, message: DDT_MSG.updated }),
  /** The load report: the DDT, declared against loaded, every line and code. */
  report: defineEndpoint({ method: 'GET', path: '/warehouse/ddt/:id/report.pdf', access: view, params: ddtId, response: fileAnswerSchema, file: true }),
  /** One label per piece (a quantity line: one per unit): barcode of the IMEI or EAN, name, price. */
  labels: defineEndpoint({ method: 'GET', path: '/warehouse/ddt/:id/labels.pdf', access: view, params: ddtId, response: fileAnswerSchema, file: true }),
  /** The inventory module's names for the same documents (spec 3 §7). */
  deliveryNotes: defineEndpoint({ method: 'GET', path: '/inventory/delivery-notes', access: view, query: ddtListQuerySchema, response: ddtListSchema }),
  createDeliveryNote: defineEndpoint({ ...create, path: '/inventory/delivery-notes' }),
  deliveryNoteItems: defineEndpoint({ method: 'GET', path: '/inventory/delivery-notes/:id/items', access: view, params: ddtId, response: z.array(ddtLineSchema) }),
};
