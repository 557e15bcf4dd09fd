import {
  MSG,
  SUBSCRIPTION_MSG,
  companyMonthlyPrice,
  type planChangeRequestBodySchema,
  type z,
  type Subscription,
  type SubscriptionPlanOption,
} from '@banco/shared';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { planPrice } from '../companies/company-dto.ts';
import { companyFields } from '../companies/company-fields.ts';
import { planFields } from '../companies/plan-fields.ts';
import { Company } from '../companies/company.entity.ts';
import { SubscriptionPlan } from '../companies/subscription-plan.entity.ts';
import { planChangeRequestedNotice } from '../notifications/notices.ts';
import { notifyRecipients } from '../notifications/notify.ts';
import { superadminRecipients } from '../notifications/platform-recipients.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';
import { PlanChangeRequest } from './plan-change-request.entity.ts';

type RequestBody = z.output<typeof planChangeRequestBodySchema>;

const AUDIT_ENTITY = 'PlanChangeRequest';

function toPlanOption(plan: SubscriptionPlan): SubscriptionPlanOption {
  return {
    id: plan.id,
    ...planFields.pick('name', 'description', 'max_users', 'max_stores').toApi(plan),
    price_monthly: planPrice(plan),
    features: plan.features,
  };
}

/** The session's company; the superadmin has none (it changes plans from Aziende). */
function companyIdOf(sc: ServiceContext): number {
  if (sc.auth.companyId === null) throw new ForbiddenError(MSG.settingsNoCompany);
  return sc.auth.companyId;
}

export function createSubscriptionService() {
  async function pendingOf(em: SqlEntityManager, companyId: number): Promise<PlanChangeRequest | null> {
    return em.findOne(PlanChangeRequest, { company: companyId, status: 'pending' }, { populate: ['requestedPlan', 'requestedBy'] });
  }

  async function show(sc: ServiceContext): Promise<Subscription> {
    const companyId = companyIdOf(sc);
    const { em } = sc;
    const company = await em.findOne(Company, { id: companyId }, { populate: ['subscriptionPlan'] });
    if (!company) throw new NotFoundError(MSG.companyNotFound);
    const plan = company.subscriptionPlan ?? null;
    // the tenant filter keeps the company's rows: every user and store of it for its owner, as the plan limits count them
    const [users, stores, pending, plans] = await Promise.all([
      em.count(User, { company: companyId }),
      em.count(Store, { company: companyId }),
      pendingOf(em, companyId),
      em.find(SubscriptionPlan, { isActive: true }, { orderBy: { priceMonthly: 'asc', id: 'asc' } }),
    ]);
    return {
      plan: plan ? toPlanOption(plan) : null,
      ...companyFields.pick('billing_cycle', 'subscription_start_date', 'subscription_end_date', 'trial_end_date').toApi(company),
      price_monthly: plan ? companyMonthlyPrice(planPrice(plan), company.billingCycle) : null,
      status: company.subscriptionStatus,
      usage: {
        users: { current: users, max: plan?.maxUsers ?? null },
        stores: { current: stores, max: plan?.maxStores ?? null },
      },
      pending_request: pending
        ? {
            id: pending.id,
            status: pending.status,
            requested_plan: { id: pending.requestedPlan.id, name: pending.requestedPlan.name },
            note: pending.note ?? null,
            requested_by: pending.requestedBy ? `${pending.requestedBy.firstName} ${pending.requestedBy.lastName}` : null,
            created_at: pending.createdAt.toISOString(),
          }
        : null,
      available_plans: plans.filter((option) => option.id !== plan?.id).map(toPlanOption),
    };
  }

  return {
    show,

    /** Stores the request and tells every superadmin, in one transaction; one pending request at a time. */
    async requestChange(sc: ServiceContext, body: RequestBody): Promise<Subscription> {
      const companyId = companyIdOf(sc);
      await sc.em.transactional(async (tx) => {
        const admins = await superadminRecipients(tx);
        // the company row is the lock that keeps two requests from both being the pending one
        const company = await tx.findOne(Company, { id: companyId }, { populate: ['subscriptionPlan'], lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!company) throw new NotFoundError(MSG.companyNotFound);
        const plan = await tx.findOne(SubscriptionPlan, { id: body.plan_id, isActive: true });
        if (!plan) throw new ValidationError({ plan_id: SUBSCRIPTION_MSG.planUnavailable });
        if (plan.id === company.subscriptionPlan?.id) throw new ValidationError({ plan_id: SUBSCRIPTION_MSG.samePlan });
        if (await tx.count(PlanChangeRequest, { company: companyId, status: 'pending' })) throw new ConflictError(SUBSCRIPTION_MSG.alreadyPending);
        const note = body.note ?? null;
        const request = tx.create(PlanChangeRequest, {
          company,
          requestedBy: tx.getReference(User, sc.auth.userId),
          currentPlan: company.subscriptionPlan ?? null,
          requestedPlan: plan,
          note,
          status: 'pending',
        });
        await tx.flush();
        sc.audit(tx, {
          companyId,
          entityType: AUDIT_ENTITY,
          entityId: request.id,
          action: 'requested',
          changes: { requested_plan: { from: company.subscriptionPlan?.name ?? null, to: plan.name }, note: { from: null, to: note } },
        });
        notifyRecipients(tx, admins, planChangeRequestedNotice(companyId, company.name, company.subscriptionPlan?.name ?? null, plan.name, note));
      });
      return show(sc);
    },

    async withdrawChange(sc: ServiceContext): Promise<Subscription> {
      const companyId = companyIdOf(sc);
      await sc.em.transactional(async (tx) => {
        const pending = await tx.findOne(PlanChangeRequest, { company: companyId, status: 'pending' });
        if (!pending) throw new NotFoundError(SUBSCRIPTION_MSG.noPending);
        pending.status = 'withdrawn';
        pending.resolvedAt = new Date();
        sc.audit(tx, {
          companyId,
          entityType: AUDIT_ENTITY,
          entityId: pending.id,
          action: 'withdrawn',
          changes: { status: { from: 'pending', to: 'withdrawn' } },
        });
      });
      return show(sc);
    },
  };
}
