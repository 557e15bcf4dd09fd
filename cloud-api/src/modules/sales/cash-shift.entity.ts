import { defineEntity, p } from '@mikro-orm/core';
import { SHIFT_STATUSES, type CashCount } from '@banco/shared';
import { timestamps } from '../../common/timestamps.ts';
import { tenantWall } from '../../common/tenancy.ts';
import { storeScopedFilter } from '../stock/store-scoped.ts';
import { Company } from '../companies/company.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * A cash shift of a store's drawer (spec 2 §2.8–2.9; issue 10): opened with a denomination count,
 * closed with another against the cash the shift's sales left in the drawer. One open shift per
 * store at a time (a partial unique index); cash is taken only into an open one. The closing keeps
 * its report: the counts, the expected cash and who approved the difference (closing − expected).
 */
export const CashShiftSchema = defineEntity({
  name: 'CashShift',
  tableName: 'cash_shifts',
  properties: {
    id: p.integer().primary(),
    company: () => p.manyToOne(Company).deleteRule('restrict'),
    store: () => p.manyToOne(Store).deleteRule('restrict').index(),
    status: p.enum(SHIFT_STATUSES).default('open'),
    openedBy: () => p.manyToOne(User).deleteRule('restrict'),
    openedAt: p.datetime(),
    openingCount: p.json<CashCount>(),
    openingCents: p.bigint('number'),
    notes: p.text().nullable(),
    closedBy: () => p.manyToOne(User).nullable().deleteRule('restrict'),
    closedAt: p.datetime().nullable(),
    closingCount: p.json<CashCount>().nullable(),
    closingCents: p.bigint('number').nullable(),
    expectedCents: p.bigint('number').nullable(),
    approvedBy: () => p.manyToOne(User).nullable().deleteRule('restrict'),
    approvalReason: p.string().length(500).nullable(),
    closingNotes: p.text().nullable(),
    ...timestamps(),
  },
  indexes: [
    {
      name: 'cash_shifts_one_open_per_store',
      expression: `create unique index "cash_shifts_one_open_per_store" on "cash_shifts" ("store_id") where status = 'open'`,
    },
  ],
  filters: storeScopedFilter(),
  policies: tenantWall('cash_shifts'),
});

export class CashShift extends CashShiftSchema.class {}
CashShiftSchema.setClass(CashShift);
