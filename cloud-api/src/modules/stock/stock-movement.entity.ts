import { defineEntity, p } from '@mikro-orm/core';
import { MOVEMENT_DIRECTIONS, MOVEMENT_DOCUMENTS, MOVEMENT_TYPES, PIECE_STATUSES } from '@banco/shared';
import { tenantWall } from '../../common/tenancy.ts';
import { Company } from '../companies/company.entity.ts';
import { Product } from '../products/product.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';
import { StockPiece } from './stock-piece.entity.ts';
import { storeScopedFilter } from './store-scoped.ts';

/**
 * The stock ledger (ARCHITECTURE "Data"): every change of a piece or a quantity, with who, when, why
 * and which document. Written only by the stock service, in the transaction of the change; never
 * updated or deleted.
 */
export const StockMovementSchema = defineEntity({
  name: 'StockMovement',
  tableName: 'stock_movements',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.manyToOne(Store).deleteRule('restrict'),
    product: () => p.manyToOne(Product).deleteRule('restrict'),
    piece: () => p.manyToOne(StockPiece).nullable().deleteRule('restrict').index(),
    movementType: p.enum(MOVEMENT_TYPES),
    direction: p.enum(MOVEMENT_DIRECTIONS),
    quantity: p.integer(),
    fromStatus: p.enum(PIECE_STATUSES).nullable(),
    toStatus: p.enum(PIECE_STATUSES).nullable(),
    documentType: p.enum(MOVEMENT_DOCUMENTS),
    documentId: p.integer().nullable(),
    documentNumber: p.string().length(60).nullable(),
    user: () => p.manyToOne(User).nullable().deleteRule('restrict').index(),
    notes: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { properties: ['company', 'createdAt'] },
    { properties: ['store', 'product'] },
  ],
  filters: storeScopedFilter(),
  policies: tenantWall('stock_movements'),
});

export class StockMovement extends StockMovementSchema.class {}
StockMovementSchema.setClass(StockMovement);
