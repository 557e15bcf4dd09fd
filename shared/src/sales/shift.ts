import { SALE_PAYMENT_METHODS } from './payments.ts';
import { z } from 'zod';
import { moneyField } from '../money/money.ts';
import { emailField, idFieldWith, optionalTextField } from '../validation/fields.ts';
import { BANKNOTES, COINS } from './cash-count.ts';
import { CASH_MSG } from './sale-messages.ts';

const M = CASH_MSG;
const count = z.number({ error: M.countInvalid }).int(M.countInvalid).min(0, M.countInvalid).max(100_000, M.countInvalid);
const keys = <T extends number>(values: readonly T[]) => values.map((value) => `${value}`) as [`${T}`, ...`${T}`[]];

/** A denomination count as the drawer holds it (spec 2 §3.7): every note and coin, whole pieces from 0. */
export const cashCountSchema = z.object({
  notes: z.record(z.enum(keys(BANKNOTES)), count, { error: M.countInvalid }),
  coins: z.record(z.enum(keys(COINS)), count, { error: M.countInvalid }),
});

const notes = optionalTextField(1000, M.textTooLong);

/** 'Apri Turno' (spec 2 §2.8): the store's drawer and its opening count. */
export const shiftOpenBodySchema = z.object({
  store_id: idFieldWith(M.storeRequired),
  count: cashCountSchema,
  notes,
});

export type ShiftOpenBody = z.input<typeof shiftOpenBodySchema>;

/**
 * 'Chiudi Turno' (spec 2 §2.9): the closing count; beyond the tolerance a manager approves with a
 * reason — the closing manager themselves, or a manager's credentials typed at a consultant's drawer.
 */
export const shiftCloseBodySchema = z.object({
  count: cashCountSchema,
  notes,
  approval: z
    .object({
      reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500, M.textTooLong),
      email: emailField.optional(),
      password: z.string({ error: M.approvalInvalid }).max(200, M.approvalInvalid).optional(),
    })
    .nullable()
    .optional(),
});
export type ShiftCloseBody = z.input<typeof shiftCloseBodySchema>;

export const SHIFT_STATUSES = ['open', 'closed'] as const;

export const shiftSchema = z.object({
  id: z.number(),
  store_id: z.number(),
  store_name: z.string(),
  status: z.enum(SHIFT_STATUSES),
  opened_by_name: z.string(),
  opened_at: z.string(),
  opening_count: cashCountSchema,
  opening_cash: moneyField,
  notes: z.string().nullable(),
  /** So far (open) or at closing: the shift's sales and the cash they left in the drawer. */
  sales_count: z.number(),
  totals_by_method: z.array(z.object({ method: z.enum(SALE_PAYMENT_METHODS), amount: moneyField })),
  /** Cash refunds of returns paid out of this drawer (issue 11). */
  cash_refunds: moneyField,
  expected_cash: moneyField,
  closed_at: z.string().nullable(),
  closed_by_name: z.string().nullable(),
  closing_count: cashCountSchema.nullable(),
  closing_cash: moneyField.nullable(),
  difference: moneyField.nullable(),
  within_tolerance: z.boolean().nullable(),
  approved_by_name: z.string().nullable(),
  approval_reason: z.string().nullable(),
  closing_notes: z.string().nullable(),
  /** The non-blocking warnings of the last count (spec 2 §5.6). */
  warnings: z.array(z.string()),
});
export type Shift = z.output<typeof shiftSchema>;

export const currentShiftSchema = z.object({ shift: shiftSchema.nullable() });
