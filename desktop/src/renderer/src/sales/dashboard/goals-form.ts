import { dailyGoalsBodySchema, type DailyGoalsBody, type SalesDashboard } from '@banco/shared';
import { isApiValidationError } from '../../api/errors.ts';

/** The goals modal's fields as typed: the revenue in the API's money form, the counts as numbers ('' when empty). */
export interface GoalsFormValues {
  revenue: string;
  sales_count: number | string;
  new_customers: number | string;
}

export const GOAL_FIELDS = ['revenue', 'sales_count', 'new_customers'] as const;
export type GoalField = (typeof GOAL_FIELDS)[number];
export type GoalsFieldErrors = Partial<Record<GoalField, string>>;

export function goalsFormValuesOf(goals: SalesDashboard['goals']): GoalsFormValues {
  return { revenue: goals.revenue.target, sales_count: goals.sales_count.target, new_customers: goals.new_customers.target };
}

function countOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : text === '' ? undefined : Number.NaN;
}

/**
 * The PUT /sales/goals body of the typed goals, checked by the server's own schema (same Italian
 * messages), or each field's message.
 */
export function goalsInput(storeId: number, values: GoalsFormValues): { body: DailyGoalsBody } | { errors: GoalsFieldErrors } {
  const parsed = dailyGoalsBodySchema.safeParse({
    store_id: storeId,
    revenue: values.revenue.trim() === '' ? undefined : values.revenue.trim(),
    sales_count: countOf(values.sales_count),
    new_customers: countOf(values.new_customers),
  });
  if (parsed.success) return { body: parsed.data };
  const errors: GoalsFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = GOAL_FIELDS.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}

/** The server's validation_errors that belong to a field of the modal (empty for any other failure). */
export function serverFieldErrors(error: unknown): GoalsFieldErrors {
  if (!isApiValidationError(error)) return {};
  const errors: GoalsFieldErrors = {};
  for (const field of GOAL_FIELDS) {
    const message = error.validationErrors[field];
    if (message) errors[field] = message;
  }
  return errors;
}
