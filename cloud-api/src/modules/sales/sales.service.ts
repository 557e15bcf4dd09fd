import { pageWindow, paginationOf, SALE_MSG, type SaleComplete, type SaleDetail, type salesExportQuerySchema, type salesListQuerySchema, type z } from '@banco/shared';
import { readTogether, readTogetherIn } from '../../common/read-together.ts';
import { salesFile, salesPage, salesToExport } from './sales-list.ts';
import { saleReceiptPdf } from './sale-receipt-pdf.ts';
import { pointsTotals } from '../customers/customer-loyalty.ts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { NotFoundError } from '../../http/errors.ts';
import { assertSameCompletion } from '../../common/request-fingerprint.ts';
import { violatedConstraint } from '../../http/foreign-key-messages.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { loadStore } from '../stores/store-access.ts';
import { warehouseSettingsFor } from '../warehouse-settings/warehouse-settings.service.ts';
import { toSaleDetail } from './sale-dto.ts';
import { SaleLine } from './sale-line.entity.ts';
import { SalePayment } from './sale-payment.entity.ts';
import { SaleCommission } from './sale-commission.entity.ts';
import { PointsEntry } from '../customers/points-entry.entity.ts';
import { writeSale } from './sale-writer.ts';
import { counterAuthorizer } from '../auth/counter-authorizer.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { RequestMeta } from '../../http/state.ts';
import { Sale } from './sale.entity.ts';
import { SaleReturn } from '../returns/sale-return.entity.ts';

type SalesListQueryOutput = z.output<typeof salesListQuerySchema>;
type SalesExportQueryOutput = z.output<typeof salesExportQuerySchema>;

/** The unique key that makes a completion happen once per sale id (sale.entity.ts). */
const ONE_SALE_PER_ID = 'sales_company_id_client_id_unique';

/**
 * The sale completed earlier under this client id, or null. The same cart again is a retry (a double
 * click, a lost reply) and gets that sale; another cart under the same id is a 409 and writes nothing.
 */
async function earlierSale(em: SqlEntityManager, companyId: number, body: SaleComplete): Promise<number | null> {
  const sale = await em.findOne(Sale, { company: companyId, clientId: body.id }, { fields: ['id', 'requestHash'] });
  if (!sale) return null;
  assertSameCompletion(sale.requestHash, body, 'authorization', SALE_MSG.saleIdReused);
  return sale.id;
}

/** A sale of the caller's stores (another company's, or a store the caller does not see: 404); its reads in one transaction. */
function readSale(sc: ServiceContext, id: number, warnings: string[] = []): Promise<SaleDetail> {
  return readTogether(sc.em.fork({ keepTransactionContext: true }), async (em) => {
    // a customer erased since is still the sale's, by the name it keeps (customer-erasure.ts), never 'Cliente occasionale'
    const sale = await em.findOne(Sale, { id }, { populate: ['store', 'customer', 'consultant', 'authorizedBy'], filters: { notAnonymized: false } });
    if (!sale) throw new NotFoundError(SALE_MSG.saleNotFound);
    await loadStore(em, sale.store.id).catch(() => {
      throw new NotFoundError(SALE_MSG.saleNotFound);
    });
    const lines = await em.find(SaleLine, { sale: id }, { populate: ['product'], orderBy: { id: 'asc' } });
    const payments = await em.find(SalePayment, { sale: id }, { orderBy: { id: 'asc' } });
    const commissions = await em.find(SaleCommission, { sale: id }, { populate: ['user'], orderBy: { id: 'asc' } });
    const points = await em.find(PointsEntry, { sale: id, kind: 'earned' }, { filters: { notAnonymized: false } });
    const returns = await em.find(SaleReturn, { sale: id }, { orderBy: { id: 'asc' } });
    return toSaleDetail(sale, { lines, payments, commissions, returns, pointsEarned: points.reduce((sum, entry) => sum + entry.points, 0) }, warnings);
  });
}

/**
 * Sales at the counter (issue 10). 'Completa Vendita' is one transaction, all or nothing, and happens
 * once per sale id: the id the counter made is looked up first, and a completion racing another with
 * the same id loses on the unique key and answers the sale the other wrote.
 */
export function createSalesService({ throttle }: { throttle: LoginThrottle }) {
  return {
    async complete(sc: ServiceContext, body: SaleComplete, meta: RequestMeta): Promise<SaleDetail> {
      // what the completion reads first, in one transaction: the store, an earlier completion, the settings
      const { store, done, settings } = await readTogether(sc.em, async (em) => {
        const found = await loadStore(em, body.store_id);
        return { store: found, done: await earlierSale(em, found.company.id, body), settings: await warehouseSettingsFor(em, found.id) };
      });
      const companyId = store.company.id;
      if (done !== null) return readSale(sc, done);
      const authorizer = body.authorization ? await counterAuthorizer(sc, throttle, store, { ...body.authorization, ip: meta.ip }, 'authorization') : null;
      try {
        const written = await sc.em.transactional((tx) => writeSale(sc, tx, { store, settings, authorizer }, body));
        return await readSale(sc, written.id, written.warnings);
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || violatedConstraint(error) !== ONE_SALE_PER_ID) throw error;
        const first = await earlierSale(sc.em, companyId, body);
        if (first === null) throw error;
        return readSale(sc, first);
      }
    },
    show: (sc: ServiceContext, id: number) => readSale(sc, id),
    async receipt(sc: ServiceContext, id: number) {
      const sale = await readSale(sc, id);
      const store = await loadStore(sc.em, sale.store_id);
      const balance = sale.customer_id === null ? null : (await pointsTotals(sc.em, sale.customer_id)).current;
      return saleReceiptPdf(sc.em, sale, store.company.id, { address: store.address ?? null, city: store.city ?? null }, balance);
    },
    list: (sc: ServiceContext, query: SalesListQueryOutput) =>
      readTogetherIn(sc, async (inTx) => {
        const page = await salesPage(inTx.em, inTx.auth.scope, query, pageWindow(query));
        return { sales: page.sales, pagination: paginationOf(query.page, query.per_page, page.total), search_limited: page.searchLimited };
      }),
    async export(sc: ServiceContext, query: SalesExportQueryOutput) {
      const sales = await readTogetherIn(sc, (inTx) => salesToExport(inTx.em, inTx.auth.scope, query));
      return salesFile(sales, query.format);
    },
  };
}
