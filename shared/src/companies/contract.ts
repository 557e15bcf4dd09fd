import { z } from 'zod';
import { defineEndpoint, nullResponse } from '../api/contract.ts';
import { companiesQuerySchema, createCompanyBodySchema, updateCompanyBodySchema } from '../api/companies.ts';
import { idField } from '../validation/fields.ts';
import { MSG } from '../validation/messages.ts';
import { companyDetailSchema, companyListExtraSchema, companyListItemSchema, publicPlanSchema } from './responses.ts';

/**
 * /companies/* (spec 1 §2, §7): the superadmin's 'Gestione Aziende'. The companies permissions
 * (view, create, edit, delete) belong to the superadmin only: every other role gets 403. A
 * malformed id answers 422 (validation_errors.id), a missing one 404.
 */
const companyId = z.object({ id: idField });

export const companiesContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/companies',
    access: { resource: 'companies', action: 'view' },
    query: companiesQuerySchema,
    response: z.array(companyListItemSchema),
    extra: companyListExtraSchema,
    message: MSG.companiesLoaded,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/companies',
    access: { resource: 'companies', action: 'create' },
    body: createCompanyBodySchema,
    response: companyDetailSchema,
    status: 201,
    message: MSG.companyCreated,
    idempotent: true,
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/companies/:id',
    access: { resource: 'companies', action: 'view' },
    params: companyId,
    response: companyDetailSchema,
    message: MSG.companyLoaded,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/companies/:id',
    access: { resource: 'companies', action: 'edit' },
    params: companyId,
    body: updateCompanyBodySchema,
    response: companyDetailSchema,
    message: MSG.companyUpdated,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/companies/:id',
    access: { resource: 'companies', action: 'delete' },
    params: companyId,
    response: nullResponse,
    message: MSG.companyDeleted,
  }),
};

/** GET /public/plans: the active subscription plans, without authentication (the company wizard's step 3). */
export const publicPlansContract = {
  list: defineEndpoint({ method: 'GET', path: '/public/plans', access: 'public', response: z.array(publicPlanSchema) }),
};
