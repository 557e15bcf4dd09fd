import { z } from 'zod';
import { moneyField, moneyToCents, nonNegativeMoneyFieldWith } from '../money/money.ts';
import { SALES_RATE_LIMITS } from './cart.ts';
import { SALE_MSG } from './sale-messages.ts';

const M = SALE_MSG;

/** A commission percent: 0 to 50 with at most two decimals. */
const percent = z
  .number({ error: M.commissionPercentInvalid })
  .min(0, M.commissionPercentInvalid)
  .max(SALES_RATE_LIMITS.commissionPercent, M.commissionPercentInvalid)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, M.commissionPercentInvalid);

/** The company's sales rates in Impostazioni → Azienda (issue 10); each may be left out of a save. */
export const salesRatesBodyShape = {
  points_per_euro: z.number({ error: M.pointsPerEuroInvalid }).int(M.pointsPerEuroInvalid).min(0, M.pointsPerEuroInvalid).max(SALES_RATE_LIMITS.pointsPerEuro, M.pointsPerEuroInvalid).optional(),
  consultant_commission_percent: percent.optional(),
  manager_commission_percent: percent.optional(),
  delivery_fee: nonNegativeMoneyFieldWith(M.deliveryFeeInvalid)
    .refine((value) => moneyToCents(value) <= SALES_RATE_LIMITS.deliveryFeeCents, M.deliveryFeeInvalid)
    .optional(),
};

/** GET /sales/rates: what the counter shows before the server records the sale (points, commissions, delivery). */
export const salesRatesSchema = z.object({
  points_per_euro: z.number().int(),
  consultant_commission_percent: z.number(),
  manager_commission_percent: z.number(),
  delivery_fee: moneyField,
});
export type SalesRates = z.output<typeof salesRatesSchema>;
