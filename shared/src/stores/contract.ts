import { z } from 'zod';
import { defineEndpoint, nullResponse } from '../api/contract.ts';
import { idField } from '../validation/fields.ts';
import {
  activationCodesBodySchema,
  assignStoreUserBodySchema,
  availableOperatorsQuerySchema,
  storeCreateBodySchema,
  storeListQuerySchema,
  storeUpdateBodySchema,
} from '../api/stores.ts';
import { MSG } from '../validation/messages.ts';
import {
  activationCodeDtoSchema,
  availableOperatorsSchema,
  storeDtoSchema,
  storeListDataSchema,
  storeStaffDataSchema,
  storeStatsSchema,
  storeSummarySchema,
  storeUserDtoSchema,
} from './responses.ts';

/**
 * /stores/* (spec 1 §7 Stores), each endpoint once. Which stores exist for the caller is the
 * tenant filter's business: another company's store, or one a manager/consultant is not
 * assigned to, answers 404 like a missing id.
 */
const storeId = z.object({ id: idField });
const view = { resource: 'stores', action: 'view' } as const;
const edit = { resource: 'stores', action: 'edit' } as const;
const assignStaff = { resource: 'stores', action: 'assign_staff' } as const;

/**
 * POST /stores/{id}/activation-codes: { codes: [...] }, or a bare list of code objects (tolerated
 * on input; the client's type is the canonical form).
 */
const activationCodesBody = z.preprocess(
  (raw) => (Array.isArray(raw) ? { codes: raw } : raw),
  activationCodesBodySchema,
) as unknown as z.ZodType<z.output<typeof activationCodesBodySchema>, z.input<typeof activationCodesBodySchema>>;

export const storesContract = {
  list: defineEndpoint({ method: 'GET', path: '/stores', access: view, query: storeListQuerySchema, response: storeListDataSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: '/stores',
    access: { resource: 'stores', action: 'create' },
    body: storeCreateBodySchema,
    response: storeDtoSchema,
    status: 201,
    message: MSG.storeCreated,
    idempotent: true,
  }),
  availableOperators: defineEndpoint({
    method: 'GET',
    path: '/stores/available-operators',
    access: view,
    query: availableOperatorsQuerySchema,
    response: availableOperatorsSchema,
  }),
  myStores: defineEndpoint({ method: 'GET', path: '/stores/my-stores', access: view, response: z.array(storeSummarySchema) }),
  show: defineEndpoint({ method: 'GET', path: '/stores/:id', access: view, params: storeId, response: storeDtoSchema }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/stores/:id',
    access: edit,
    params: storeId,
    body: storeUpdateBodySchema,
    response: storeDtoSchema,
    message: MSG.storeUpdated,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/stores/:id',
    access: { resource: 'stores', action: 'delete' },
    params: storeId,
    response: nullResponse,
    message: MSG.storeDeleted,
  }),
  stats: defineEndpoint({ method: 'GET', path: '/stores/:id/stats', access: view, params: storeId, response: storeStatsSchema }),
  staff: defineEndpoint({ method: 'GET', path: '/stores/:id/staff', access: view, params: storeId, response: storeStaffDataSchema }),
  users: defineEndpoint({ method: 'GET', path: '/stores/:id/users', access: view, params: storeId, response: z.array(storeUserDtoSchema) }),
  assignUser: defineEndpoint({
    method: 'POST',
    path: '/stores/:id/users',
    access: assignStaff,
    params: storeId,
    body: assignStoreUserBodySchema,
    response: z.array(storeUserDtoSchema),
    message: MSG.storeUserAssigned,
  }),
  unassignUser: defineEndpoint({
    method: 'DELETE',
    path: '/stores/:id/users/:userId',
    access: assignStaff,
    params: z.object({ id: idField, userId: idField }),
    response: z.array(storeUserDtoSchema),
    message: MSG.storeUserRemoved,
  }),
  activationCodes: defineEndpoint({
    method: 'GET',
    path: '/stores/:id/activation-codes',
    access: view,
    params: storeId,
    response: z.array(activationCodeDtoSchema),
  }),
  saveActivationCodes: defineEndpoint({
    method: 'POST',
    path: '/stores/:id/activation-codes',
    access: edit,
    params: storeId,
    body: activationCodesBody,
    response: z.array(activationCodeDtoSchema),
    message: MSG.activationCodesSaved,
    idempotent: true,
  }),
  deleteActivationCode: defineEndpoint({
    method: 'DELETE',
    path: '/stores/:id/activation-codes/:codeId',
    access: edit,
    params: z.object({ id: idField, codeId: idField }),
    response: nullResponse,
    message: MSG.activationCodeDeleted,
  }),
};
