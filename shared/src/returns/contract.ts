import { z } from 'zod';
import { defineEndpoint, fileAnswerSchema } from '../api/contract.ts';
import { idField } from '../validation/fields.ts';
import {
  returnCompleteBodySchema,
  returnDetailSchema,
  returnPhotoBodySchema,
  returnPhotoSchema,
  returnQuoteBodySchema,
  returnQuoteSchema,
  returnSalesQuerySchema,
  returnSalesSchema,
  returnsListQuerySchema,
  returnsListSchema,
  saleForReturnSchema,
} from './returns.ts';
import { RETURN_MSG } from './return-messages.ts';

/**
 * Returns and exchanges (issue 11; spec 2 §2.7). They are sales work: whoever sees a store's sales
 * searches them and reads its returns; whoever sells (sales create) completes one.
 */
const view = { resource: 'sales', action: 'view' } as const;
const create = { resource: 'sales', action: 'create' } as const;

export const returnsContract = {
  /** Step 1: the sales of the caller's stores by receipt, customer or period, with 'Restituibile' / 'Non restituibile'. */
  searchSales: defineEndpoint({ method: 'GET', path: '/returns/sales', access: view, query: returnSalesQuerySchema, response: returnSalesSchema }),
  /** Step 1's detail card: each line's return status, the refund methods this sale allows. */
  saleForReturn: defineEndpoint({ method: 'GET', path: '/returns/sales/:id', access: view, params: z.object({ id: idField }), response: saleForReturnSchema }),
  /** Steps 2–3: the assessment and the refund calculation, computed by the server; nothing is written. */
  quote: defineEndpoint({ method: 'POST', path: '/returns/quote', access: view, body: returnQuoteBodySchema, response: returnQuoteSchema }),
  /** 'Completa Reso' / 'Completa Cambio': one transaction, exactly once per return id. */
  complete: defineEndpoint({ method: 'POST', path: '/returns', access: create, body: returnCompleteBodySchema, response: returnDetailSchema, status: 201 }),
  list: defineEndpoint({ method: 'GET', path: '/returns', access: view, query: returnsListQuerySchema, response: returnsListSchema }),
  show: defineEndpoint({ method: 'GET', path: '/returns/:id', access: view, params: z.object({ id: idField }), response: returnDetailSchema }),
  /** 'Scarica Ricevuta' / 'Stampa Documenti': the return document as a PDF. */
  document: defineEndpoint({ method: 'GET', path: '/returns/:id/document.pdf', access: view, params: z.object({ id: idField }), response: fileAnswerSchema, file: true }),
  /** 'Invia Email': the return document to the customer through the e-mail outbox. */
  email: defineEndpoint({ method: 'POST', path: '/returns/:id/email', access: create, params: z.object({ id: idField }), response: z.object({ to: z.string() }), message: RETURN_MSG.emailQueued }),
  /** A photo of the returned products, stored with the return (at most RETURN_PHOTOS_MAX). */
  addPhoto: defineEndpoint({ method: 'POST', path: '/returns/:id/photos', access: create, params: z.object({ id: idField }), body: returnPhotoBodySchema, response: returnPhotoSchema, status: 201, message: RETURN_MSG.photoSaved }),
  photo: defineEndpoint({ method: 'GET', path: '/returns/:id/photos/:photoId', access: view, params: z.object({ id: idField, photoId: idField }), response: fileAnswerSchema, file: true }),
};
