import {
  centsToMoney,
  RETURN_MSG,
  RETURN_PHOTOS_MAX,
  RETURN_PHOTO_MAX_BYTES,
  REFUND_METHOD_RULES,
  REFUND_METHODS,
  pageWindow,
  paginationOf,
  type RefundMethod,
  type ReturnComplete,
  type ReturnDetail,
  type ReturnQuoteInput,
  type SaleForReturn,
  type z,
  type returnSalesQuerySchema,
  type returnsListQuerySchema,
} from '@banco/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { readTogether, readTogetherIn } from '../../common/read-together.ts';
import { AppError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { violatedConstraint } from '../../http/foreign-key-messages.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { RequestMeta } from '../../http/state.ts';
import { counterAuthorizer } from '../auth/counter-authorizer.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { decodeImageUpload } from '../../common/image-upload.ts';
import { customerDisplayName } from '../customers/customer-dto.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { loadStore } from '../stores/store-access.ts';
import { returnDocumentPdf } from './return-document-pdf.ts';
import { toReturnDetail, toReturnPhoto } from './return-dto.ts';
import { ReturnLine } from './return-line.entity.ts';
import { returnMail } from './return-mail.ts';
import { ReturnPhoto } from './return-photo.entity.ts';
import { returnFigures, refundMethodReasons, toQuote } from './return-quote.ts';
import { searchReturnSales } from './return-sale-search.ts';
import { returnsPage } from './returns-list.ts';
import { writeReturn } from './return-writer.ts';
import { loadReturnableSale, loadVisibleSale, toReturnableLine } from './returnable-sale.ts';
import { SaleReturn } from './sale-return.entity.ts';
import { earlierReturn } from './earlier-return.ts';

/** The unique key that makes a completion happen once per return id (sale-return.entity.ts). */
const ONE_RETURN_PER_ID = 'sale_returns_company_id_client_id_unique';


/** A return of the caller's stores (another company's, or a store the caller does not see: 404). */
async function loadReturn(em: SqlEntityManager, id: number): Promise<SaleReturn> {
  const found = await em.findOne(SaleReturn, { id }, { populate: ['store', 'sale', 'customer', 'processedBy', 'approvedBy', 'exchangeSale'] });
  if (!found) throw new NotFoundError(RETURN_MSG.returnNotFound);
  await loadStore(em, found.store.id).catch(() => {
    throw new NotFoundError(RETURN_MSG.returnNotFound);
  });
  return found;
}

function readReturn(sc: ServiceContext, id: number): Promise<ReturnDetail> {
  return readTogether(sc.em.fork({ keepTransactionContext: true }), async (em) => {
    const found = await loadReturn(em, id);
    const lines = await em.find(ReturnLine, { saleReturn: id }, { populate: ['product', 'saleLine'], orderBy: { id: 'asc' } });
    const photos = await em.find(ReturnPhoto, { saleReturn: id }, { orderBy: { id: 'asc' } });
    return toReturnDetail(found, lines, photos);
  });
}

/** The store's return_policy_default as the method step 3 starts on, when that method can refund this sale. */
function defaultMethod(policy: string, reasons: Map<RefundMethod, string | null>): RefundMethod | null {
  const wanted: RefundMethod | null = policy === 'store_credit' ? 'store_credit' : policy === 'cash' ? 'cash' : null;
  return wanted !== null && reasons.get(wanted) === null ? wanted : null;
}

/**
 * Returns and exchanges (issue 11). 'Completa Reso' is one transaction, all or nothing, once per
 * return id: the id the counter made is looked up first, and a completion racing another with the
 * same id loses on the unique key and answers the return the other wrote.
 */
export function createReturnsService({ throttle }: { throttle: LoginThrottle }) {
  return {
    searchSales: (sc: ServiceContext, query: z.output<typeof returnSalesQuerySchema>) =>
      readTogetherIn(sc, async (inTx) => ({ sales: await searchReturnSales(inTx.em, inTx.auth.scope, query) })),

    saleForReturn: (sc: ServiceContext, id: number): Promise<SaleForReturn> =>
      readTogether(sc.em.fork({ keepTransactionContext: true }), async (em) => {
        const sale = await loadReturnableSale(em, id);
        const reasons = await refundMethodReasons(em, sale);
        const returns = await em.find(SaleReturn, { sale: id }, { orderBy: { id: 'asc' } });
        const customer = sale.sale.customer ?? null;
        const consultant = sale.sale.consultant ?? null;
        return {
          id: sale.sale.id,
          sale_number: sale.sale.saleNumber,
          sale_date: sale.sale.saleDate.toISOString(),
          store_id: sale.store.id,
          store_name: sale.store.name,
          customer_id: customer?.id ?? null,
          customer_name: customer ? customerDisplayName(customer) : null,
          customer_phone: customer?.phone ?? null,
          customer_tax_code: customer?.taxCode ?? null,
          customer_email: customer?.email ?? null,
          consultant_name: consultant ? `${consultant.firstName} ${consultant.lastName}` : null,
          items_count: sale.lines.reduce((sum, entry) => sum + entry.line.quantity, 0),
          total_amount: centsToMoney(sale.sale.totalCents),
          returnable: sale.lines.some((entry) => entry.returnableQuantity > 0),
          payments: sale.payments.map((payment) => ({ method: payment.method, amount: centsToMoney(payment.amountCents) })),
          lines: sale.lines.map(toReturnableLine),
          refund_methods: REFUND_METHODS.map((method) => ({ method, label: REFUND_METHOD_RULES[method].label, available: reasons.get(method) === null, unavailable_reason: reasons.get(method) ?? null })),
          default_refund_method: defaultMethod(sale.settings.return_policy_default, reasons),
          returns: returns.map((done) => ({ id: done.id, return_number: done.returnNumber, type: done.type, created_at: done.createdAt.toISOString(), refund_amount: centsToMoney(done.finalCents) })),
        };
      }),

    quote: (sc: ServiceContext, body: ReturnQuoteInput) =>
      readTogether(sc.em.fork({ keepTransactionContext: true }), async (em) => toQuote(body.type, await returnFigures(em, await loadReturnableSale(em, body.sale_id), body))),

    async complete(sc: ServiceContext, body: ReturnComplete, meta: RequestMeta): Promise<ReturnDetail> {
      const { store, done } = await readTogether(sc.em.fork({ keepTransactionContext: true }), async (em) => {
        const { store: found } = await loadVisibleSale(em, body.sale_id);
        return { store: found, done: await earlierReturn(em, found.company.id, body) };
      });
      if (done !== null) return readReturn(sc, done);
      const approver = body.approval ? await counterAuthorizer(sc, throttle, store, { ...body.approval, ip: meta.ip }, 'approval') : null;
      try {
        const id = await sc.em.transactional((tx) => writeReturn(sc, tx, body, approver));
        return await readReturn(sc, id);
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || violatedConstraint(error) !== ONE_RETURN_PER_ID) throw error;
        const first = await earlierReturn(sc.em, store.company.id, body);
        if (first === null) throw error;
        return readReturn(sc, first);
      }
    },

    show: (sc: ServiceContext, id: number) => readReturn(sc, id),

    list: (sc: ServiceContext, query: z.output<typeof returnsListQuerySchema>) =>
      readTogetherIn(sc, async (inTx) => {
        const page = await returnsPage(inTx.em, inTx.auth.scope, query, pageWindow(query));
        return { returns: page.returns, pagination: paginationOf(query.page, query.per_page, page.total) };
      }),

    async document(sc: ServiceContext, id: number) {
      const detail = await readReturn(sc, id);
      const store = await loadStore(sc.em, detail.store_id);
      return returnDocumentPdf(sc.em, detail, store.company.id, { address: store.address ?? null, city: store.city ?? null });
    },

    /** 'Invia Email': the document to the customer's address, through the outbox. */
    async email(sc: ServiceContext, id: number) {
      const detail = await readReturn(sc, id);
      if (!detail.customer_email) throw new ValidationError({ customer_email: RETURN_MSG.customerEmailMissing }, RETURN_MSG.customerEmailMissing);
      const store = await loadStore(sc.em, detail.store_id);
      const pdf = await returnDocumentPdf(sc.em, detail, store.company.id, { address: store.address ?? null, city: store.city ?? null });
      await sc.em.transactional(async (tx) => {
        enqueueMail(tx, returnMail(detail, pdf, store.company.name, store.company.id));
      });
      return { to: detail.customer_email };
    },

    /** A photo stored with the return; its bytes decide JPEG or PNG, whatever the data URL claims. */
    async addPhoto(sc: ServiceContext, id: number, dataUrl: string) {
      const { bytes, type: contentType } = decodeImageUpload(dataUrl, RETURN_PHOTO_MAX_BYTES, 'photo', { tooLarge: RETURN_MSG.photoTooLarge, invalid: RETURN_MSG.photoInvalid });
      return sc.em.transactional(async (tx) => {
        const found = await loadReturn(tx, id);
        // one upload at a time per return, so the count holds
        await tx.execute('select id from sale_returns where id = ? for update', [found.id]);
        if ((await tx.count(ReturnPhoto, { saleReturn: found.id })) >= RETURN_PHOTOS_MAX) {
          throw new AppError(409, RETURN_MSG.photosTooMany(RETURN_PHOTOS_MAX), { validationErrors: { photo: RETURN_MSG.photosTooMany(RETURN_PHOTOS_MAX) } });
        }
        const photo = tx.create(ReturnPhoto, { company: found.company, saleReturn: found, author: sc.auth.userId, contentType, bytes: bytes.length, data: bytes });
        await tx.flush();
        return toReturnPhoto(photo);
      });
    },

    async photo(sc: ServiceContext, id: number, photoId: number) {
      const found = await loadReturn(sc.em, id);
      const photo = await sc.em.findOne(ReturnPhoto, { id: photoId, saleReturn: found.id }, { populate: ['data'] });
      if (!photo) throw new NotFoundError(RETURN_MSG.photoNotFound);
      const extension = photo.contentType === 'image/png' ? 'png' : 'jpg';
      return { filename: `reso-${found.returnNumber}-foto-${photo.id}.${extension}`, content_type: photo.contentType, bytes: new Uint8Array(photo.data) };
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
