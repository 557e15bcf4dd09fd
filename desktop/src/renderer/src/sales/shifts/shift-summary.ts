import { centsToMoney, isMoney, moneyToCents, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type MoneyString, type PaymentMethod, type Shift } from '@banco/shared';

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
  method: string;
  /** 'Contanti', 'Carta'...; an unknown method by its code. */
  label: string;
  amount: MoneyString;
}

const isPaymentMethod = (method: string): method is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(method);

export function methodLabel(method: string): string {
  return isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : method;
}

/** The takings per method in the payment step's order (unknown methods last), labelled. */
export function methodTotals(shift: Pick<Shift, 'totals_by_method'>): MethodTotal[] {
  const rank = (method: string) => (isPaymentMethod(method) ? PAYMENT_METHODS.indexOf(method) : PAYMENT_METHODS.length);
  return [...shift.totals_by_method]
    .sort((a, b) => rank(a.method) - rank(b.method) || a.method.localeCompare(b.method))
    .map(({ method, amount }) => ({ method, label: methodLabel(method), amount }));
}

/** Everything the shift's sales took, all methods together. */
export function takingsTotal(shift: Pick<Shift, 'totals_by_method'>): MoneyString {
  return centsToMoney(shift.totals_by_method.reduce((sum, row) => sum + (isMoney(row.amount) ? moneyToCents(row.amount) : 0), 0));
}

/** '1 vendita', '3 vendite'. */
export function salesCountText(count: number): string {
  return `${count} ${count === 1 ? 'vendita' : 'vendite'}`;
}
