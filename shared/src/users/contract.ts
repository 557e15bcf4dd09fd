import { z } from 'zod';
import { defineEndpoint, nullResponse } from '../api/contract.ts';
import { assignUserStoresBodySchema, createUserBodySchema, switchCompanyBodySchema, updateUserBodySchema, usersQuerySchema } from '../api/users.ts';
import { loginResultSchema } from '../auth/responses.ts';
import { idField } from '../validation/fields.ts';
import { MSG } from '../validation/messages.ts';
import { availableCompanySchema, userEnvelopeSchema, usersListDataSchema } from './responses.ts';

/**
 * /users/* (spec 1 §7 Users): company listing and switching (entrepreneurs), and the users
 * screens. A malformed id answers 422 (validation_errors.id), another company's user 404.
 */
const userId = z.object({ id: idField });
const view = { resource: 'users', action: 'view' } as const;
const edit = { resource: 'users', action: 'edit' } as const;

export const usersContract = {
  availableCompanies: defineEndpoint({
    method: 'GET',
    path: '/users/available-companies',
    access: { resource: 'companies', action: 'switch' },
    response: z.array(availableCompanySchema),
  }),
  switchCompany: defineEndpoint({
    method: 'POST',
    path: '/users/switch-company',
    access: { resource: 'companies', action: 'switch' },
    forbidden: MSG.onlyEntrepreneursSwitch,
    body: switchCompanyBodySchema,
    response: loginResultSchema,
    message: MSG.companySwitched,
  }),
  list: defineEndpoint({ method: 'GET', path: '/users', access: view, query: usersQuerySchema, response: usersListDataSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: '/users',
    access: { resource: 'users', action: 'create' },
    body: createUserBodySchema,
    response: userEnvelopeSchema,
    status: 201,
    message: MSG.userCreated,
    idempotent: true,
  }),
  show: defineEndpoint({ method: 'GET', path: '/users/:id', access: view, params: userId, response: userEnvelopeSchema }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/users/:id',
    access: edit,
    params: userId,
    body: updateUserBodySchema,
    response: userEnvelopeSchema,
    message: MSG.userUpdated,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/users/:id',
    access: { resource: 'users', action: 'delete' },
    params: userId,
    response: nullResponse,
    message: MSG.userDeleted,
  }),
  assignStores: defineEndpoint({
    method: 'POST',
    path: '/users/:id/stores',
    access: edit,
    params: userId,
    body: assignUserStoresBodySchema,
    response: userEnvelopeSchema,
    message: MSG.userStoresAssigned,
  }),
};
