import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilter, tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';
import { SaleReturn } from './sale-return.entity.ts';

/**
 * A photo of the returned products (issue 11: upload or webcam at the counter), kept as bytea with the
 * return like the company logo: a backup of the database holds it too. The bytes are read lazily.
 */
export const ReturnPhotoSchema = defineEntity({
  name: 'ReturnPhoto',
  tableName: 'sale_return_photos',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    saleReturn: () => p.manyToOne(SaleReturn).deleteRule('cascade').index(),
    author: () => p.manyToOne(User).nullable().deleteRule('restrict').index(),
    contentType: p.string().length(20),
    bytes: p.integer(),
    data: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  filters: tenantFilter((scope) => ({ company: scope.companyId })),
  policies: tenantWall('sale_return_photos'),
});

export class ReturnPhoto extends ReturnPhotoSchema.class {}
ReturnPhotoSchema.setClass(ReturnPhoto);
