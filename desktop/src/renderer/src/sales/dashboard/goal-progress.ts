import type { SalesDashboard } from '@banco/shared';
import { formatCount, formatMoney } from '../../format/format.ts';

/** Spec 2 §4 'Sales target bar colour': green at 100 percent or more, blue at 75 or more, orange below. */
export type GoalColor = 'green' | 'blue' | 'orange';

export function goalColor(percent: number): GoalColor {
  if (percent >= 100) return 'green';
  if (percent >= 75) return 'blue';
  return 'orange';
}

/** The bar's fill: the percent within 0 to 100 (a goal passed fills it, never overflows it). */
export function goalBarValue(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

export type GoalKey = keyof SalesDashboard['goals'];

export interface GoalRow {
  key: GoalKey;
  label: string;
  /** '2.450,00 € di 3.000,00 €', '12 di 15'. */
  progressText: string;
  percent: number;
  color: GoalColor;
  barValue: number;
}

export const GOAL_LABELS: Readonly<Record<GoalKey, string>> = { revenue: 'Fatturato', sales_count: 'Vendite', new_customers: 'Nuovi clienti' };

/** 'Obiettivi Giornalieri' (spec 2 §2.10): each goal's actual of target, percent and colour. */
export function goalRows(goals: SalesDashboard['goals']): GoalRow[] {
  const row = (key: GoalKey, progressText: string, percent: number): GoalRow => ({
    key,
    label: GOAL_LABELS[key],
    progressText,
    percent,
    color: goalColor(percent),
    barValue: goalBarValue(percent),
  });
  return [
    row('revenue', `${formatMoney(goals.revenue.actual)} di ${formatMoney(goals.revenue.target)}`, goals.revenue.percent),
    row('sales_count', `${formatCount(goals.sales_count.actual)} di ${formatCount(goals.sales_count.target)}`, goals.sales_count.percent),
    row('new_customers', `${formatCount(goals.new_customers.actual)} di ${formatCount(goals.new_customers.target)}`, goals.new_customers.percent),
  ];
}
