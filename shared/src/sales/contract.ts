import { z } from 'zod';
import { defineEndpoint } from '../api/contract.ts';
import { idField } from '../validation/fields.ts';
import { saleCompleteBodySchema, saleDetailSchema } from './sale.ts';
import { SALE_MSG } from './sale-messages.ts';

/**
 * Sales at the counter (issue 10). Completing a sale needs sales create (every role that sells);
 * everyone who sees sales reads the sales of the stores they see.
 */
export const salesContract = {
  /** 'Completa Vendita': the whole sale in one transaction, exactly once per sale id. */
  complete: defineEndpoint({
    method: 'POST',
    path: '/sales',
    access: { resource: 'sales', action: 'create' },
    body: saleCompleteBodySchema,
    response: saleDetailSchema,
    status: 201,
    message: SALE_MSG.completed,
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/sales/:id',
    access: { resource: 'sales', action: 'view' },
    params: z.object({ id: idField }),
    response: saleDetailSchema,
  }),
};
