import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Product } from '../products/product.entity.ts';
import { SaleLine } from '../sales/sale-line.entity.ts';
import { StockPiece } from '../stock/stock-piece.entity.ts';
import { SaleReturn } from './sale-return.entity.ts';

/** A defect as the assessment recorded it (spec 2 §3.6). */
export interface StoredDefect {
  id: string;
  label: string;
  type: 'functional' | 'cosmetic';
  severity: 'minor' | 'moderate' | 'major';
  value_impact: number;
}

/**
 * A returned line and its condition assessment (spec 2 §3.6): which sold line, how many, the defects
 * ticked, the value back, the restocking fee and whether it went back on sale. The sum of a sale
 * line's returned quantities never passes what was sold (return-writer.ts, under the sale's lock).
 */
export const ReturnLineSchema = defineEntity({
  name: 'ReturnLine',
  tableName: 'sale_return_lines',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    saleReturn: () => p.manyToOne(SaleReturn).deleteRule('cascade').index(),
    saleLine: () => p.manyToOne(SaleLine).deleteRule('restrict').index(),
    product: () => p.manyToOne(Product).deleteRule('restrict').index(),
    piece: () => p.manyToOne(StockPiece).nullable().deleteRule('restrict').index(),
    quantity: p.integer(),
    originalCents: p.bigint('number'),
    defects: p.json<StoredDefect[]>().default('[]'),
    totalImpact: p.integer(),
    condition: p.string().length(20),
    returnValueCents: p.bigint('number'),
    restockingPercent: p.decimal('number').precision(5).scale(2),
    restockingCents: p.bigint('number'),
    resellable: p.boolean(),
    hasMajorDefect: p.boolean(),
    notes: p.text().nullable(),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('sale_return_lines'),
});

export class ReturnLine extends ReturnLineSchema.class {}
ReturnLineSchema.setClass(ReturnLine);
