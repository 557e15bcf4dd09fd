import { z } from 'zod';
import { moneyField, nonNegativeMoneyFieldWith } from '../money/money.ts';
import { idFieldWith } from '../validation/fields.ts';
import { saleSummarySchema } from './sale.ts';
import { SALE_MSG } from './sale-messages.ts';

/** The daily goals of a store until a manager sets them (spec 2 §2.10's sample: 3,000 euro, 15 sales, 5 new customers). */
export const DAILY_GOAL_DEFAULTS = { revenueCents: 300_000, sales_count: 15, new_customers: 5 } as const;
/** 'Vendite Recenti' shows this many. */
export const RECENT_SALES_SHOWN_ON_DASHBOARD = 5;

const M = SALE_MSG;
const whole = z.number({ error: M.goalInvalid }).int(M.goalInvalid).min(0, M.goalInvalid).max(1_000_000, M.goalInvalid);

/** 'Obiettivi Giornalieri' of a store, set by its managers and the company's owners. */
export const dailyGoalsBodySchema = z.object({
  store_id: idFieldWith(M.storeRequired),
  revenue: nonNegativeMoneyFieldWith(M.goalInvalid),
  sales_count: whole,
  new_customers: whole,
});
export type DailyGoalsBody = z.input<typeof dailyGoalsBodySchema>;

const goal = <T extends z.ZodType>(value: T) => z.object({ target: value, actual: value, percent: z.number() });

/** 'Gestione Vendite' (spec 2 §2.10) from real data: today's cards, the open shift, recent sales and the goals. */
export const salesDashboardSchema = z.object({
  store_id: z.number(),
  store_name: z.string(),
  today: z.object({ sales_count: z.number(), revenue: moneyField, customers: z.number(), returns: z.number() }),
  active_shift: z.object({ id: z.number(), opened_by_name: z.string(), opened_at: z.string() }).nullable(),
  recent_sales: z.array(saleSummarySchema),
  goals: z.object({ revenue: goal(moneyField), sales_count: goal(z.number()), new_customers: goal(z.number()) }),
  can_edit_goals: z.boolean(),
});
export type SalesDashboard = z.output<typeof salesDashboardSchema>;
