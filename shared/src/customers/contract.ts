import { z } from 'zod';
import { defineEndpoint, fileAnswerSchema, nullResponse } from '../api/contract.ts';
import { idField } from '../validation/fields.ts';
import { MSG } from '../validation/messages.ts';
import { assignPointsBodySchema, customerBodySchema, customerListQuerySchema, type CustomerBody } from './requests.ts';
import { couponConversionSchema, customerDetailSchema, customerExportSchema, customerListDataSchema, customerLoyaltySchema } from './responses.ts';

/**
 * /customers/* (spec 2 §7), each endpoint once. Customers belong to the company: every user of the
 * company sees them all (spec 2 §6); another company's customer answers 404 like a missing id.
 */
const customerId = z.object({ id: idField });
const view = { resource: 'customers', action: 'view' } as const;
const edit = { resource: 'customers', action: 'edit' } as const;
const exportAccess = { resource: 'customers', action: 'export' } as const;
/** The body as a client types it (the preprocess that drops the other type's fields reads any input, as in stores' contract). */
const customerBody = customerBodySchema as unknown as z.ZodType<z.output<typeof customerBodySchema>, CustomerBody>;

export const customersContract = {
  list: defineEndpoint({ method: 'GET', path: '/customers', access: view, query: customerListQuerySchema, response: customerListDataSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: '/customers',
    access: { resource: 'customers', action: 'create' },
    body: customerBody,
    response: customerDetailSchema,
    status: 201,
    message: MSG.customerCreated,
    idempotent: true,
  }),
  show: defineEndpoint({ method: 'GET', path: '/customers/:id', access: view, params: customerId, response: customerDetailSchema }),
  /** GDPR right of access: the data as JSON (saved by the client as a file) and as a readable PDF. */
  exportData: defineEndpoint({ method: 'GET', path: '/customers/:id/export', access: exportAccess, params: customerId, response: customerExportSchema }),
  exportPdf: defineEndpoint({ method: 'GET', path: '/customers/:id/export.pdf', access: exportAccess, params: customerId, response: fileAnswerSchema, file: true }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/customers/:id',
    access: edit,
    params: customerId,
    body: customerBody,
    response: customerDetailSchema,
    message: MSG.customerUpdated,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/customers/:id',
    access: { resource: 'customers', action: 'delete' },
    params: customerId,
    response: nullResponse,
    message: MSG.customerDeleted,
  }),
  assignPoints: defineEndpoint({
    method: 'POST',
    path: '/customers/:id/assign-points',
    access: { resource: 'customers', action: 'assign_points' },
    params: customerId,
    body: assignPointsBodySchema,
    response: customerLoyaltySchema,
    status: 201,
    message: MSG.pointsAssigned,
    idempotent: true,
  }),
  deletePoints: defineEndpoint({
    method: 'DELETE',
    path: '/customers/:id/delete-points/:pointsId',
    access: { resource: 'customers', action: 'delete_points' },
    params: z.object({ id: idField, pointsId: idField }),
    response: customerLoyaltySchema,
    message: MSG.pointsAssignmentDeleted,
  }),
  convertPoints: defineEndpoint({
    method: 'POST',
    path: '/customers/:id/convert-points',
    access: edit,
    params: customerId,
    response: couponConversionSchema,
    status: 201,
    message: MSG.pointsConverted,
    idempotent: true,
  }),
};
