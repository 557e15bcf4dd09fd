import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Product } from '../products/product.entity.ts';
import { StockPiece } from '../stock/stock-piece.entity.ts';
import { Sale } from './sale.entity.ts';

/**
 * A line of a sale as sold: the product, the piece for a serialized one (its codes copied, so the
 * receipt reads them as sold), the server's price, the discount and the activation of a phone or tablet.
 */
export const SaleLineSchema = defineEntity({
  name: 'SaleLine',
  tableName: 'sale_lines',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    sale: () => p.manyToOne(Sale).deleteRule('cascade').index(),
    product: () => p.manyToOne(Product).deleteRule('restrict').index(),
    piece: () => p.manyToOne(StockPiece).nullable().deleteRule('restrict').index(),
    /** Indexed: the sales list finds a sale by the IMEI it sold. */
    imei: p.string().length(15).nullable().index(),
    serialNumber: p.string().length(60).nullable(),
    quantity: p.integer(),
    unitPriceCents: p.integer(),
    discountPercent: p.decimal('number').precision(5).scale(2).default(0),
    /** 64-bit: a line's quantity times its unit price passes 32 bits (10.000 units of 999.999,99 €). */
    discountCents: p.bigint('number').default(0),
    totalCents: p.bigint('number'),
    activationOperator: p.string().length(20).nullable(),
    dealerCode: p.string().length(60).nullable(),
    portabilityNumber: p.string().length(20).nullable(),
    portabilityOperator: p.string().length(20).nullable(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('sale_lines'),
});

export class SaleLine extends SaleLineSchema.class {}
SaleLineSchema.setClass(SaleLine);
