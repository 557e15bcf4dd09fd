import { z } from 'zod';
import { BILLING_CYCLES, SUBSCRIPTION_STATUSES } from '../api/companies.ts';
import { defineEndpoint } from '../api/contract.ts';
import { moneyField } from '../money/money.ts';
import { idFieldWith, optionalTextField } from '../validation/fields.ts';

/**
 * Impostazioni → Abbonamento (company owners): the company's plan, its usage against the plan's
 * limits, and a request to change plan that notifies the superadmins. One pending request at a
 * time; it can be withdrawn, and it is marked handled when the superadmin changes the plan.
 */
export const SUBSCRIPTION_MSG = {
  planRequired: 'Scegli il nuovo piano',
  planUnavailable: 'Piano non disponibile',
  planRequested: 'Un\'azienda ha chiesto di passare a questo piano: non può essere eliminato',
  samePlan: 'È già il piano attuale dell\'azienda',
  noteTooLong: 'La nota può avere al massimo 500 caratteri',
  alreadyPending: 'C\'è già una richiesta di cambio piano in attesa: ritirala per farne un\'altra',
  noPending: 'Nessuna richiesta di cambio piano in attesa',
  requested: 'Richiesta di cambio piano inviata: l\'amministratore della piattaforma è stato avvisato',
  withdrawn: 'Richiesta di cambio piano ritirata',
} as const;

export const PLAN_CHANGE_STATUSES = ['pending', 'withdrawn', 'handled'] as const;
export type PlanChangeStatus = (typeof PLAN_CHANGE_STATUSES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const subscriptionPlanOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** List price per month, EUR. */
  price_monthly: moneyField,
  /** -1 = unlimited. */
  max_users: z.number().int(),
  /** -1 = unlimited. */
  max_stores: z.number().int(),
  features: z.record(z.string(), z.boolean()),
});
export type SubscriptionPlanOption = z.infer<typeof subscriptionPlanOptionSchema>;

/** Used against the limit; max -1 = unlimited (∞), null = no plan. */
const usageSchema = z.object({ current: z.number().int(), max: z.number().int().nullable() });

export const planChangeRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(PLAN_CHANGE_STATUSES),
  requested_plan: z.object({ id: z.number().int(), name: z.string() }),
  note: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
});
export type PlanChangeRequestDto = z.infer<typeof planChangeRequestSchema>;

export const subscriptionSchema = z.object({
  plan: subscriptionPlanOptionSchema.nullable(),
  billing_cycle: z.enum(BILLING_CYCLES),
  /** What the company pays per month (yearly billing discounted); null without a plan. */
  price_monthly: moneyField.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscription_start_date: isoDate.nullable(),
  subscription_end_date: isoDate.nullable(),
  trial_end_date: isoDate.nullable(),
  usage: z.object({ users: usageSchema, stores: usageSchema }),
  pending_request: planChangeRequestSchema.nullable(),
  /** The active plans the company may ask for (every active plan but its own). */
  available_plans: z.array(subscriptionPlanOptionSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const planChangeRequestBodySchema = z.object({
  plan_id: idFieldWith(SUBSCRIPTION_MSG.planRequired),
  note: optionalTextField(500, SUBSCRIPTION_MSG.noteTooLong),
});
export type PlanChangeRequestBody = z.input<typeof planChangeRequestBodySchema>;

const owner = { resource: 'settings', action: 'edit' } as const;

export const subscriptionContract = {
  show: defineEndpoint({ method: 'GET', path: '/settings/subscription', access: owner, response: subscriptionSchema }),
  requestChange: defineEndpoint({
    method: 'POST',
    path: '/settings/subscription/change-request',
    access: owner,
    body: planChangeRequestBodySchema,
    response: subscriptionSchema,
    status: 201,
    message: SUBSCRIPTION_MSG.requested,
    idempotent: true,
  }),
  withdrawChange: defineEndpoint({
    method: 'DELETE',
    path: '/settings/subscription/change-request',
    access: owner,
    response: subscriptionSchema,
    message: SUBSCRIPTION_MSG.withdrawn,
  }),
};
