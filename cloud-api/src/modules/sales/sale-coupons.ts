import { decimalToCents, formatCents, isPastDate, moneyToCents, SALE_MSG as M, type SaleComplete } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { placeholders } from '../../common/sql-list.ts';
import type { ValidationErrors } from '@banco/shared';

interface CouponRow {
  id: number;
  code: string;
  customer_id: number;
  value: string;
  status: string;
  expires_on: string | Date;
}

/** The coupons a sale redeems, by payment: locked until the sale commits. */
export type SaleCoupons = Map<number, { id: number; code: string }>;

const dayOf = (value: string | Date): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/**
 * The loyalty coupons paid with (method 'coupon', issue 10): each an active, unexpired coupon of the
 * sale's customer, once per sale, for at most its value. They are locked `FOR UPDATE`, so two counters
 * redeeming one coupon at once get it once: the second finds it redeemed. Problems go into `errors`
 * under the payment's fields.
 */
export async function lockSaleCoupons(
  tx: SqlEntityManager,
  companyId: number,
  customerId: number | null,
  payments: SaleComplete['payments'],
  errors: ValidationErrors,
): Promise<SaleCoupons> {
  const chosen = new Map<number, string>();
  payments.forEach((payment, index) => {
    if (payment.method !== 'coupon') return;
    if (customerId === null) errors[`payments.${index}.method`] = M.needsCustomer;
    else if (!payment.coupon_code) errors[`payments.${index}.coupon_code`] = M.couponRequired;
    else if ([...chosen.values()].includes(payment.coupon_code)) errors[`payments.${index}.coupon_code`] = M.couponTwice;
    else chosen.set(index, payment.coupon_code);
  });
  const coupons: SaleCoupons = new Map();
  if (chosen.size === 0) return coupons;
  const codes = [...new Set(chosen.values())];
  const rows = await tx.execute<CouponRow[]>(
    `select id, code, customer_id, value, status, expires_on from customer_coupons
      where company_id = ? and code in (${placeholders(codes)}) order by id for update`,
    [companyId, ...codes],
  );
  const byCode = new Map(rows.map((row) => [row.code, row]));
  for (const [index, code] of chosen) {
    const row = byCode.get(code);
    const at = `payments.${index}`;
    if (!row || row.customer_id !== customerId || row.status !== 'active') errors[`${at}.coupon_code`] = M.couponInvalid;
    else if (isPastDate(dayOf(row.expires_on))) errors[`${at}.coupon_code`] = M.couponExpired;
    else {
      const valueCents = decimalToCents(String(row.value));
      const amount = payments[index]?.amount;
      if (amount !== undefined && moneyToCents(amount) > valueCents) errors[`${at}.amount`] = M.couponAboveValue(formatCents(valueCents));
      else coupons.set(index, { id: row.id, code: row.code });
    }
  }
  return coupons;
}

/** Marks the sale's coupons redeemed by it (in the sale's transaction). */
export async function redeemSaleCoupons(tx: SqlEntityManager, saleId: number, coupons: SaleCoupons): Promise<void> {
  const ids = [...coupons.values()].map((coupon) => coupon.id);
  if (ids.length === 0) return;
  await tx.execute(`update customer_coupons set status = 'redeemed', redeemed_sale_id = ?, updated_at = now() where id in (${placeholders(ids)})`, [saleId, ...ids]);
}
