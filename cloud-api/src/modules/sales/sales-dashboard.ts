import { can, centsToMoney, DAILY_GOAL_DEFAULTS, moneyToCents, RECENT_SALES_SHOWN_ON_DASHBOARD, todayIso, type SalesDashboard, type dailyGoalsBodySchema, type z } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { readTogetherIn } from '../../common/read-together.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { loadStore } from '../stores/store-access.ts';
import type { Store } from '../stores/store.entity.ts';
import { openShiftOf } from './cash-shifts.service.ts';
import { salesPage } from './sales-list.ts';
import { StoreSalesGoal } from './store-sales-goal.entity.ts';
import { User } from '../users/user.entity.ts';

type GoalsBody = z.output<typeof dailyGoalsBodySchema>;

const percentOf = (actual: number, target: number): number => (target > 0 ? Math.round((actual / target) * 100) : 100);

/** Today's figures of a store, the day being Italy's. */
async function today(em: SqlEntityManager, storeId: number): Promise<{ salesCount: number; revenueCents: number; customers: number; newCustomers: number; returns: number }> {
  const day = todayIso();
  const [sales] = await em.execute<Array<{ sales_count: number | string; revenue_cents: number | string; customers: number | string }>>(
    `select count(*) as sales_count, coalesce(sum(total_cents), 0) as revenue_cents, count(distinct customer_id) as customers
       from sales where store_id = ? and status <> 'cancelled' and (sale_date at time zone 'Europe/Rome')::date = ?`,
    [storeId, day],
  );
  const [customers] = await em.execute<Array<{ total: number | string }>>(
    `select count(*) as total from customers where store_id = ? and anonymized_at is null and (created_at at time zone 'Europe/Rome')::date = ?`,
    [storeId, day],
  );
  const [returns] = await em.execute<Array<{ total: number | string }>>(
    `select count(*) as total from sale_returns where store_id = ? and (created_at at time zone 'Europe/Rome')::date = ?`,
    [storeId, day],
  );
  return {
    returns: Number(returns?.total ?? 0),
    salesCount: Number(sales?.sales_count ?? 0),
    revenueCents: Number(sales?.revenue_cents ?? 0),
    customers: Number(sales?.customers ?? 0),
    newCustomers: Number(customers?.total ?? 0),
  };
}

async function dashboardOf(sc: ServiceContext, store: Store): Promise<SalesDashboard> {
  const { em } = sc;
  const figures = await today(em, store.id);
  const shift = await openShiftOf(em, store.id);
  if (shift) await em.populate(shift, ['openedBy']);
  const recent = await salesPage(em, sc.auth.scope, { store_id: store.id }, { limit: RECENT_SALES_SHOWN_ON_DASHBOARD, offset: 0 });
  const saved = await em.findOne(StoreSalesGoal, { store: store.id });
  const revenueTarget = saved ? saved.revenueCents : DAILY_GOAL_DEFAULTS.revenueCents;
  const salesTarget = saved ? saved.salesCount : DAILY_GOAL_DEFAULTS.sales_count;
  const customersTarget = saved ? saved.newCustomers : DAILY_GOAL_DEFAULTS.new_customers;
  return {
    store_id: store.id,
    store_name: store.name,
    today: { sales_count: figures.salesCount, revenue: centsToMoney(figures.revenueCents), customers: figures.customers, returns: figures.returns },
    active_shift: shift && { id: shift.id, opened_by_name: `${shift.openedBy.firstName} ${shift.openedBy.lastName}`, opened_at: shift.openedAt.toISOString() },
    recent_sales: recent.sales,
    goals: {
      revenue: { target: centsToMoney(revenueTarget), actual: centsToMoney(figures.revenueCents), percent: percentOf(figures.revenueCents, revenueTarget) },
      sales_count: { target: salesTarget, actual: figures.salesCount, percent: percentOf(figures.salesCount, salesTarget) },
      new_customers: { target: customersTarget, actual: figures.newCustomers, percent: percentOf(figures.newCustomers, customersTarget) },
    },
    can_edit_goals: can(sc.auth.permissions, 'sales', 'edit'),
  };
}

/** 'Gestione Vendite' of a store the caller sees (spec 2 §2.10), all from real data. */
export function salesDashboard(sc: ServiceContext, storeId: number): Promise<SalesDashboard> {
  return readTogetherIn(sc, async (inTx) => dashboardOf(inTx, await loadStore(inTx.em, storeId)));
}

/** 'Obiettivi Giornalieri': set by the store's managers and the company's owners (sales edit). */
export async function saveDailyGoals(sc: ServiceContext, body: GoalsBody): Promise<SalesDashboard> {
  const store = await loadStore(sc.em, body.store_id);
  await sc.em.transactional(async (tx) => {
    const goal = (await tx.findOne(StoreSalesGoal, { store: store.id })) ?? tx.create(StoreSalesGoal, { company: store.company.id, store: store.id, revenueCents: 0, salesCount: 0, newCustomers: 0 });
    goal.revenueCents = moneyToCents(body.revenue);
    goal.salesCount = body.sales_count;
    goal.newCustomers = body.new_customers;
    goal.updatedBy = tx.getReference(User, sc.auth.userId);
    await tx.flush();
  });
  return salesDashboard(sc, store.id);
}
