import { centsToMoney, isMoney, moneyToCents, PAYMENT_METHOD_LABELS, SALE_PAYMENT_METHODS, type MoneyString, type SalePaymentMethod, type Shift } from '@banco/shared';

/**
 * The shift's figures as the closing summary and the report show them (spec 2 §2.9 step 1, §3.7):
 * duration, takings per payment method with their total. Every amount is the server's. Pure.
 */

/** How long the shift has been open: '45 min', '3 h 05 min', '1 g 2 h 00 min'; '0 min' before it started. */
export function durationText(from: string | Date, to: Date): string {
  const start = from instanceof Date ? from : new Date(from);
  const minutes = Math.max(0, Math.floor((to.getTime() - start.getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days === 0 && hours === 0) return `${rest} min`;
  const clock = `${hours} h ${String(rest).padStart(2, '0')} min`;
  return days === 0 ? clock : `${days} g ${clock}`;
}

export interface MethodTotal {
  method: SalePaymentMethod;
  /** 'Contanti', 'Carta'... */
  label: string;
  amount: MoneyString;
}

/** The takings per method in the payment step's order, labelled. */
export function methodTotals(shift: Pick<Shift, 'totals_by_method'>): MethodTotal[] {
  return [...shift.totals_by_method]
    .sort((a, b) => SALE_PAYMENT_METHODS.indexOf(a.method) - SALE_PAYMENT_METHODS.indexOf(b.method))
    .map(({ method, amount }) => ({ method, label: PAYMENT_METHOD_LABELS[method], amount }));
}

/** Everything the shift's sales took, all methods together. */
export function takingsTotal(shift: Pick<Shift, 'totals_by_method'>): MoneyString {
  return centsToMoney(shift.totals_by_method.reduce((sum, row) => sum + (isMoney(row.amount) ? moneyToCents(row.amount) : 0), 0));
}
