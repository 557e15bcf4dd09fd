import { defineEntity, p } from '@mikro-orm/core';
import { tenantWall } from '../../common/tenancy.ts';
import { timestamps } from '../../common/timestamps.ts';
import { Company } from '../companies/company.entity.ts';
import { storeScopedFilter } from '../stock/store-scoped.ts';
import { Store } from '../stores/store.entity.ts';
import { Supplier } from '../suppliers/supplier.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * A transport document (DDT) as received: written whole with its lines, pieces, stock and movements in
 * one transaction (goods-receipt.service.ts). Its number is unique per supplier in the company
 * (case-insensitive). Totals are what was loaded; `totalDeclaredItems` is what the document said.
 */
export const DeliveryNoteSchema = defineEntity({
  name: 'DeliveryNote',
  tableName: 'delivery_notes',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.manyToOne(Store).deleteRule('restrict').index(),
    supplier: () => p.manyToOne(Supplier).deleteRule('restrict'),
    ddtNumber: p.string().length(40),
    ddtDate: p.date(),
    deliveryDate: p.date().nullable(),
    packagesCount: p.integer().nullable(),
    totalDeclaredItems: p.integer(),
    loadedPieces: p.integer(),
    totalValueCents: p.bigint('number'),
    notes: p.text().nullable(),
    discrepancyNotes: p.text().nullable(),
    createdBy: () => p.manyToOne(User).deleteRule('restrict').index(),
    ...timestamps(),
  },
  indexes: [
    {
      name: 'delivery_notes_supplier_lower_number_unique',
      expression: 'create unique index "delivery_notes_supplier_lower_number_unique" on "delivery_notes" ("company_id", "supplier_id", lower("ddt_number"))',
    },
    { properties: ['company', 'createdAt'] },
  ],
  filters: storeScopedFilter(),
  policies: tenantWall('delivery_notes'),
});

export class DeliveryNote extends DeliveryNoteSchema.class {}
DeliveryNoteSchema.setClass(DeliveryNote);
