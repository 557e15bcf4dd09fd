import { EXPORT_ROWS_MAX, PRODUCT_MSG, pageWindow, paginationOf, todayIso, type FileAnswer, type ProductDto, type ProductInput, type ProductListData, type ProductPick, type z, type productListQuerySchema } from '@banco/shared';
import { createdChanges, diff } from '../../common/audit.ts';
import { companyOfNewRow } from '../../common/company-of-new-row.ts';
import { byNameAnyCase } from '../../common/name-order.ts';
import { csvAmount, csvFile } from '../../common/csv-file.ts';
import { assertExportable } from '../../common/export-rows.ts';
import { searchPattern } from '../../common/search-form.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { productValues, toProductDto } from './product-dto.ts';
import { Product } from './product.entity.ts';
import { LockMode } from '@mikro-orm/core';
import { assertTrackingMayChange } from './product-tracking.ts';
import { seesPurchasePrices } from './purchase-prices.ts';

type ListQuery = z.output<typeof productListQuerySchema>;

/** The list's and the export's filters. */
function listWhere(query: ListQuery) {
  const pattern = searchPattern(query.search);
  return {
    ...(pattern === '' ? {} : { searchText: { $like: pattern } }),
    ...(query.category === undefined ? {} : { category: query.category }),
    ...(query.active === undefined ? {} : { isActive: query.active === 'true' }),
  };
}

/** Purchase prices, margins and sold items never leave the server for consultants (spec 3 §6). */

async function loadProduct(sc: ServiceContext, id: number): Promise<Product> {
  const product = await sc.em.findOne(Product, { id });
  if (!product) throw new NotFoundError(PRODUCT_MSG.notFound);
  return product;
}

export function createProductsService() {
  const dto = (sc: ServiceContext, product: Product): ProductDto => toProductDto(product, seesPurchasePrices(sc));

  return {
    async list(sc: ServiceContext, query: ListQuery): Promise<ProductListData> {
      const where = listWhere(query);
      const { limit, offset } = pageWindow(query);
      const [products, total] = await sc.em.findAndCount(Product, where, { orderBy: byNameAnyCase<Product>(), limit, offset });
      return { products: products.map((product) => dto(sc, product)), pagination: paginationOf(query.page, query.per_page, total) };
    },

    /**
     * The filtered catalogue as CSV; purchase prices only for who may see them (spec 3 §6). At most
     * EXPORT_ROWS_MAX rows, as every list's file: a larger selection is refused before its rows are read.
     */
    async export(sc: ServiceContext, query: ListQuery): Promise<FileAnswer> {
      const where = listWhere(query);
      assertExportable(await sc.em.count(Product, where));
      const products = await sc.em.find(Product, where, { orderBy: byNameAnyCase<Product>(), limit: EXPORT_ROWS_MAX });
      const prices = seesPurchasePrices(sc);
      const header = ['Nome', 'Marca', 'Modello', 'Categoria', 'IMEI', 'Seriale', 'EAN', 'SKU', ...(prices ? ['Prezzo acquisto'] : []), 'Prezzo vendita', 'Attivo'];
      const rows = products.map((product) => {
        const row = toProductDto(product, prices);
        return [row.name, row.brand, row.model, row.category, row.requires_imei ? 'Sì' : 'No', row.requires_serial ? 'Sì' : 'No', row.ean, row.sku, ...(prices ? [csvAmount(row.last_purchase_price)] : []), csvAmount(row.selling_price), row.is_active ? 'Sì' : 'No'];
      });
      return csvFile(`prodotti-${todayIso()}.csv`, header, rows);
    },

    /** The goods receipt's product search (from 2 characters): active products, by name. */
    async search(sc: ServiceContext, q: string): Promise<ProductPick[]> {
      const products = await sc.em.find(Product, { isActive: true, searchText: { $like: searchPattern(q) } }, { orderBy: byNameAnyCase<Product>(), limit: 20 });
      return products.map(({ id, name, category, brand, requiresImei, requiresSerial }) => ({ id, name, category, brand, requires_imei: requiresImei, requires_serial: requiresSerial }));
    },

    async create(sc: ServiceContext, input: ProductInput): Promise<ProductDto> {
      const product = await sc.em.transactional(async (tx) => {
        const company = await companyOfNewRow(tx, sc.auth, input.company_id);
        const created = tx.create(Product, { company, ...productValues(input), isActive: true });
        await tx.flush();
        sc.audit(tx, { companyId: company.id, entityType: 'Product', entityId: created.id, action: 'created', changes: createdChanges(toProductDto(created, true)) });
        return created;
      });
      return dto(sc, product);
    },

    async update(sc: ServiceContext, id: number, input: ProductInput): Promise<ProductDto> {
      const product = await loadProduct(sc, id);
      await sc.em.transactional(async (tx) => {
        await assertTrackingMayChange(tx, product, input);
        const before = toProductDto(product, true);
        tx.assign(product, productValues(input));
        const changes = diff(before, toProductDto(product, true));
        if (Object.keys(changes).length > 0) sc.audit(tx, { companyId: product.company.id, entityType: 'Product', entityId: product.id, action: 'updated', changes });
      });
      return dto(sc, product);
    },

    /**
     * Flips is_active on the row as it is now: read under a row lock, so two toggles at once are two
     * toggles (each answers the state it made) rather than both flipping the same read and one being lost.
     */
    async toggleStatus(sc: ServiceContext, id: number): Promise<ProductDto> {
      const product = await sc.em.transactional(async (tx) => {
        const locked = await tx.findOne(Product, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (!locked) throw new NotFoundError(PRODUCT_MSG.notFound);
        locked.isActive = !locked.isActive;
        sc.audit(tx, { companyId: locked.company.id, entityType: 'Product', entityId: locked.id, action: 'updated', changes: { is_active: { from: !locked.isActive, to: locked.isActive } } });
        return locked;
      });
      return dto(sc, product);
    },

    /** Deletes a product nothing points at; with stock history the RESTRICT keys answer PRODUCT_MSG.hasStock. */
    async remove(sc: ServiceContext, id: number): Promise<void> {
      const product = await loadProduct(sc, id);
      await sc.em.transactional(async (tx) => {
        sc.audit(tx, { companyId: product.company.id, entityType: 'Product', entityId: product.id, action: 'deleted', changes: { name: { from: product.name, to: null } } });
        await tx.nativeDelete(Product, { id: product.id });
      });
    },

  };
}
