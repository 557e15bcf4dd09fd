import { DDT_MSG, DEFAULT_LOCATIONS, lineCodesError, STOCK_MSG, type DdtCreate, type ValidationErrors } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ValidationError } from '../../http/errors.ts';
import { Product } from '../products/product.entity.ts';
import { StorageLocation } from '../stock/storage-location.entity.ts';
import { loadStore } from '../stores/store-access.ts';
import type { Store } from '../stores/store.entity.ts';
import { Supplier } from '../suppliers/supplier.entity.ts';

/**
 * What a DDT is checked against before anything is written: the store the caller sees, a supplier and
 * products of that store's company (its IMEI/serial requirement is the catalogue's, never the
 * client's), codes per piece, the same IMEI or serial twice in the document, and the locations.
 * Every failure is a field of the 422.
 */
export interface CheckedReceipt {
  store: Store;
  supplier: Supplier;
  products: Map<number, Product>;
}

export async function checkReceipt(tx: SqlEntityManager, body: DdtCreate): Promise<CheckedReceipt> {
  const info = body.ddt_info;
  const store = await loadStore(tx, info.store_id);
  const errors: ValidationErrors = {};
  // the store's company's own supplier and products: the superadmin, whom no tenant filter narrows,
  // sees every company's, and a DDT naming another company's would mix two companies' stock
  const companyId = store.company.id;
  const supplier = await tx.findOne(Supplier, { id: info.supplier_id, company: companyId });
  if (!supplier) errors['ddt_info.supplier_id'] = DDT_MSG.supplierNotFound;
  else if (!supplier.active) errors['ddt_info.supplier_id'] = DDT_MSG.supplierInactive;

  const ids = body.products.map((line) => line.product_id);
  const products = new Map((await tx.find(Product, { id: { $in: ids }, company: companyId })).map((product) => [product.id, product]));
  const ownLocations = new Set((await tx.find(StorageLocation, { store: store.id })).map((location) => location.code));
  const validLocation = (code: string) => (DEFAULT_LOCATIONS as readonly string[]).includes(code) || ownLocations.has(code);

  const seenProducts = new Set<number>();
  const seenImeis = new Map<string, string>();
  body.products.forEach((line, index) => {
    const at = `products.${index}`;
    const product = products.get(line.product_id);
    if (!product) return void (errors[`${at}.product_id`] = DDT_MSG.productNotFound);
    if (!product.isActive) errors[`${at}.product_id`] = DDT_MSG.productInactive;
    if (seenProducts.has(product.id)) errors[`${at}.product_id`] = DDT_MSG.productTwice;
    seenProducts.add(product.id);
    if (!validLocation(line.location)) errors[`${at}.location`] = STOCK_MSG.locationInvalid;
    const codes = lineCodesError({ requires_imei: product.requiresImei, requires_serial: product.requiresSerial }, line.quantity, line.pieces);
    if (codes !== null) errors[`${at}.pieces`] = codes;
    const serials = new Set<string>();
    line.pieces.forEach((piece, pieceIndex) => {
      for (const field of ['imei', 'imei2'] as const) {
        const imei = piece[field];
        if (!imei) continue;
        // as the inventory's edit says it: an IMEI belongs to a product kept by IMEI
        if (!product.requiresImei) {
          errors[`${at}.pieces.${pieceIndex}.${field}`] = STOCK_MSG.imeiOnlySmartphone;
          continue;
        }
        const owner = seenImeis.get(imei);
        if (owner !== undefined) errors[`${at}.pieces.${pieceIndex}.${field}`] = STOCK_MSG.imeiEnteredFor(owner);
        else seenImeis.set(imei, product.name);
      }
      if (piece.imei2 && !piece.imei) errors[`${at}.pieces.${pieceIndex}.imei`] = STOCK_MSG.imeiRequired;
      if (piece.serial_number) {
        const key = piece.serial_number.toUpperCase();
        if (serials.has(key)) errors[`${at}.pieces.${pieceIndex}.serial_number`] = STOCK_MSG.imeiEnteredFor(product.name);
        serials.add(key);
      }
    });
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { store, supplier: supplier as Supplier, products };
}
