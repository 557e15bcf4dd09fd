import { z } from 'zod';
import { defineEndpoint, fileAnswerSchema, nullResponse } from '../api/contract.ts';
import { idField } from '../validation/fields.ts';
import { PRODUCT_MSG, productBodySchema, productDtoSchema, productListDataSchema, productListQuerySchema, productPickSchema, productSearchQuerySchema } from './products.ts';

/**
 * The product catalogue of a company (spec 3 §7 "Inventory module": /inventory/products; the
 * goods receipt's search: /warehouse/products/search). Everyone who sees the warehouse reads it;
 * adding and changing products needs warehouse create / edit, deleting warehouse delete.
 */
const productId = z.object({ id: idField });
const view = { resource: 'warehouse', action: 'view' } as const;
const edit = { resource: 'warehouse', action: 'edit' } as const;

export const productsContract = {
  list: defineEndpoint({ method: 'GET', path: '/inventory/products', access: view, query: productListQuerySchema, response: productListDataSchema }),
  /** The filtered catalogue as CSV (the list's search, category and active filters, every page). */
  export: defineEndpoint({ method: 'GET', path: '/inventory/products/export', access: view, query: productListQuerySchema, response: fileAnswerSchema, file: true }),
  create: defineEndpoint({
    method: 'POST',
    path: '/inventory/products',
    access: { resource: 'warehouse', action: 'create' },
    body: productBodySchema,
    response: productDtoSchema,
    status: 201,
    message: PRODUCT_MSG.created,
    idempotent: true,
  }),
  update: defineEndpoint({ method: 'PUT', path: '/inventory/products/:id', access: edit, params: productId, body: productBodySchema, response: productDtoSchema, message: PRODUCT_MSG.updated }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/inventory/products/:id',
    access: { resource: 'warehouse', action: 'delete' },
    params: productId,
    response: nullResponse,
    message: PRODUCT_MSG.deleted,
  }),
  toggleStatus: defineEndpoint({
    method: 'POST',
    path: '/inventory/products/:id/toggle-status',
    access: edit,
    params: productId,
    response: productDtoSchema,
    message: PRODUCT_MSG.statusChanged,
  }),
  search: defineEndpoint({ method: 'GET', path: '/warehouse/products/search', access: view, query: productSearchQuerySchema, response: z.array(productPickSchema) }),
};
