import { z } from 'zod';
import { defineEndpoint, fileAnswerSchema } from '../api/contract.ts';
import { idField } from '../validation/fields.ts';
import { saleCompleteBodySchema, saleDetailSchema, salesExportQuerySchema, salesListQuerySchema, salesListSchema } from './sale.ts';
import { CASH_MSG, SALE_MSG } from './sale-messages.ts';
import { salesRatesSchema } from './rates.ts';
import { dailyGoalsBodySchema, salesDashboardSchema } from './dashboard.ts';
import { currentShiftSchema, shiftCloseBodySchema, shiftOpenBodySchema, shiftSchema } from './shift.ts';
import { idFieldWith } from '../validation/fields.ts';

/**
 * Sales at the counter (issue 10). Completing a sale needs sales create (every role that sells);
 * everyone who sees sales reads the sales of the stores they see.
 */
const view = { resource: 'sales', action: 'view' } as const;

export const salesContract = {
  /** 'Gestione Vendite': today's cards, the open shift, recent sales and the daily goals of a store. */
  dashboard: defineEndpoint({ method: 'GET', path: '/sales/dashboard', access: view, query: z.object({ store_id: idFieldWith(SALE_MSG.storeRequired) }), response: salesDashboardSchema }),
  /** 'Obiettivi Giornalieri' of a store (managers of the store and owners). */
  saveGoals: defineEndpoint({ method: 'PUT', path: '/sales/goals', access: { resource: 'sales', action: 'edit' }, body: dailyGoalsBodySchema, response: salesDashboardSchema, message: SALE_MSG.goalsSaved }),
  /** The company's rates the counter shows before completing (points per euro, commissions, delivery fee). */
  rates: defineEndpoint({ method: 'GET', path: '/sales/rates', access: view, response: salesRatesSchema }),
  /** The sales of the stores the caller sees, newest first. */
  list: defineEndpoint({ method: 'GET', path: '/sales', access: view, query: salesListQuerySchema, response: salesListSchema }),
  /** The same list as CSV or XLSX. */
  export: defineEndpoint({ method: 'GET', path: '/sales/export', access: view, query: salesExportQuerySchema, response: fileAnswerSchema, file: true }),
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
    access: view,
    params: z.object({ id: idField }),
    response: saleDetailSchema,
  }),
  /** The receipt as it will print, as a PDF ('Documento gestionale — non fiscale' until the fiscal printer). */
  receipt: defineEndpoint({ method: 'GET', path: '/sales/:id/receipt.pdf', access: view, params: z.object({ id: idField }), response: fileAnswerSchema, file: true }),
  /** The store's open shift (null: 'Apri Turno'), with what its sales took so far. */
  currentShift: defineEndpoint({ method: 'GET', path: '/shifts/current', access: view, query: z.object({ store_id: idFieldWith(CASH_MSG.storeRequired) }), response: currentShiftSchema }),
  /** 'Apri Turno': the opening count of the store's drawer; one open shift per store. */
  openShift: defineEndpoint({ method: 'POST', path: '/shifts', access: { resource: 'sales', action: 'create' }, body: shiftOpenBodySchema, response: shiftSchema, status: 201, message: CASH_MSG.opened }),
  showShift: defineEndpoint({ method: 'GET', path: '/shifts/:id', access: view, params: z.object({ id: idField }), response: shiftSchema }),
  /** The shift report as a PDF: takings per method, counts, expected cash, difference and approval. */
  shiftReport: defineEndpoint({ method: 'GET', path: '/shifts/:id/report.pdf', access: view, params: z.object({ id: idField }), response: fileAnswerSchema, file: true }),
  /** 'Chiudi Turno': the closing count against the expected cash; beyond €5 a manager approves with a reason. */
  closeShift: defineEndpoint({ method: 'POST', path: '/shifts/:id/close', access: { resource: 'sales', action: 'create' }, params: z.object({ id: idField }), body: shiftCloseBodySchema, response: shiftSchema, message: CASH_MSG.closed }),
};
