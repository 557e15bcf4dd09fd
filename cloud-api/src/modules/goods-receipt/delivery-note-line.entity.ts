import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Product } from '../products/product.entity.ts';
import { DeliveryNote } from './delivery-note.entity.ts';

/** A product line of a DDT: how many came, at what price, where they went. Its pieces point at the DDT. */
export const DeliveryNoteLineSchema = defineEntity({
  name: 'DeliveryNoteLine',
  tableName: 'delivery_note_lines',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    deliveryNote: () => p.manyToOne(DeliveryNote).deleteRule('cascade').index(),
    product: () => p.manyToOne(Product).deleteRule('restrict').index(),
    quantity: p.integer(),
    purchasePriceCents: p.integer().nullable(),
    location: p.string().length(40),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('delivery_note_lines'),
});

export class DeliveryNoteLine extends DeliveryNoteLineSchema.class {}
DeliveryNoteLineSchema.setClass(DeliveryNoteLine);
