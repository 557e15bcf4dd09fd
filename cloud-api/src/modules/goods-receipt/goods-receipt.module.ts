import { goodsReceiptContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createGoodsReceiptService } from './goods-receipt.service.ts';

/** Goods receipt against a DDT (spec 3 §7: /warehouse/ddt, /inventory/delivery-notes). */
export function goodsReceiptModule(options: RegistrarOptions): Router<AppState> {
  const receipts = createGoodsReceiptService();
  return registerContract(goodsReceiptContract, {
    list: ({ sc, query }) => receipts.list(sc, query),
    create: ({ sc, body }) => receipts.create(sc, body),
    show: ({ sc, params }) => receipts.show(sc, params.id),
    update: ({ sc, params, body }) => receipts.update(sc, params.id, body),
    report: ({ sc, params }) => receipts.report(sc, params.id),
    labels: ({ sc, params }) => receipts.labels(sc, params.id),
    deliveryNotes: ({ sc, query }) => receipts.list(sc, query),
    createDeliveryNote: ({ sc, body }) => receipts.create(sc, body),
    deliveryNoteItems: ({ sc, params }) => receipts.lines(sc, params.id),
  }, options);
}
