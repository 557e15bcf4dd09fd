import { containsPattern, escapeLike } from '../../common/like.ts';
import { companyIdentityErrors } from './company-identity.ts';
import {
  DEFAULT_COUNTRY,
  DEFAULT_OPERATORS,
  MSG,
  pageWindow,
  paginationOf,
  todayIso,
  trialEndDate,
  type CompaniesQuery,
  type CompanyDetail,
  type CompanyListItem,
  type CompanyStats,
  type CreateCompanyData,
  type Pagination,
  type PlanFilter,
  type PublicPlan,
  type SubscriptionStatus,
  type UpdateCompanyData,
} from '@banco/shared';
import { LockMode, type FilterQuery, type MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { createdChanges, diff, removedChanges } from '../../common/audit.ts';
import { systemEm } from '../../common/tenancy.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { Operator } from '../settings/operator.entity.ts';
import { companyAuditSnapshot, companyFields } from './company-fields.ts';
import { checkCompanyPostalCode } from './company-postal-code.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';
import { toCompanyDetail, toCompanyListItem, toPublicPlan, type CompanyCounts } from './company-dto.ts';
import { PlanChangeRequest } from '../subscription/plan-change-request.entity.ts';
import { Company } from './company.entity.ts';
import { SubscriptionPlan } from './subscription-plan.entity.ts';

export interface CompanyList {
  items: CompanyListItem[];
  stats: CompanyStats;
  pagination: Pagination;
}

export interface CompaniesService {
  /** One page of companies (filters: search, status, plan) and the stats over all companies. */
  list(sc: ServiceContext, query: CompaniesQuery): Promise<CompanyList>;
  get(sc: ServiceContext, id: number): Promise<CompanyDetail>;
  create(sc: ServiceContext, body: CreateCompanyData): Promise<CompanyDetail>;
  update(sc: ServiceContext, id: number, body: UpdateCompanyData): Promise<CompanyDetail>;
  /** Refused with 409 MSG.companyHasData while the company has stores or users. */
  remove(sc: ServiceContext, id: number): Promise<void>;
  /** Active plans, for the wizard (GET /public/plans, no authentication). */
  publicPlans(): Promise<PublicPlan[]>;
}

const RECENT_ROWS = 5;
const AUDIT_ENTITY = 'Company';

export function createCompaniesService({ orm }: { orm: MikroORM }): CompaniesService {
  /**
   * Companies sit above the tenants: every call of this service is a superadmin's (the routes
   * require the companies permissions, which only superadmin holds) and reads or counts rows of
   * every company. That is deliberate cross-tenant work, hence the explicit unscoped manager
   * instead of the request's tenant-scoped one.
   */
  const em = (): SqlEntityManager => systemEm(orm);

  async function countsOf(db: SqlEntityManager, ids: number[]): Promise<Map<number, CompanyCounts>> {
    const counts = new Map<number, CompanyCounts>(ids.map((id) => [id, { stores: 0, activeStores: 0, users: 0 }]));
    if (ids.length === 0) return counts;
    const [stores, active, users] = await Promise.all([
      db.countBy(Store, 'company', { where: { company: { $in: ids } } }),
      db.countBy(Store, 'company', { where: { company: { $in: ids }, status: 'active' } }),
      db.countBy(User, 'company', { where: { company: { $in: ids } } }),
    ]);
    for (const [id, entry] of counts) {
      entry.stores = stores[String(id)] ?? 0;
      entry.activeStores = active[String(id)] ?? 0;
      entry.users = users[String(id)] ?? 0;
    }
    return counts;
  }

  async function stats(db: SqlEntityManager): Promise<CompanyStats> {
    const [byStatus, byPlan, plans] = await Promise.all([
      db.countBy(Company, 'subscriptionStatus'),
      db.countBy(Company, 'subscriptionPlan'),
      db.find(SubscriptionPlan, {}),
    ]);
    const status = (value: SubscriptionStatus) => byStatus[value] ?? 0;
    const plan = (filter: PlanFilter) =>
      plans.filter((p) => p.name.toLowerCase() === filter).reduce((sum, p) => sum + (byPlan[String(p.id)] ?? 0), 0);
    return {
      total_companies: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
      active_companies: status('active'),
      suspended_companies: status('suspended'),
      single_plan: plan('single'),
      multi_plan: plan('multi'),
      max_plan: plan('max'),
    };
  }

  async function detail(db: SqlEntityManager, id: number): Promise<CompanyDetail> {
    const company = await db.findOne(Company, { id }, { populate: ['subscriptionPlan'] });
    if (!company) throw new NotFoundError(MSG.companyNotFound);
    const [counts, stores, users] = await Promise.all([
      countsOf(db, [id]),
      db.find(Store, { company: id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_ROWS }),
      db.find(User, { company: id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_ROWS }),
    ]);
    return toCompanyDetail(company, counts.get(id) ?? { stores: 0, activeStores: 0, users: 0 }, { stores, users });
  }

  /** 422 for a taken name (case-insensitive) or partita IVA, and for a plan that cannot be chosen. */
  async function checkIdentityAndPlan(
    tx: SqlEntityManager,
    fields: { name?: string; vatNumber?: string | null; planId?: number },
    exceptId: number | null,
  ): Promise<SubscriptionPlan | null> {
    const errors = await companyIdentityErrors(tx, fields, exceptId);
    let plan: SubscriptionPlan | null = null;
    if (fields.planId !== undefined) {
      plan = await tx.findOne(SubscriptionPlan, { id: fields.planId, isActive: true });
      if (!plan) errors.subscription_plan_id = MSG.planNotFound;
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return plan;
  }

  return {
    async list(_sc, query) {
      const db = em();
      const where: FilterQuery<Company> = {};
      if (query.search) {
        const like = containsPattern(query.search);
        where.$or = [{ name: { $ilike: like } }, { email: { $ilike: like } }, { vatNumber: { $ilike: like } }];
      }
      if (query.status) where.subscriptionStatus = query.status;
      // the filter is a plan name (single, multi, max), compared case-insensitively
      if (query.plan) where.subscriptionPlan = { name: { $ilike: escapeLike(query.plan) } };
      const [companies, total] = await db.findAndCount(Company, where, {
        populate: ['subscriptionPlan'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        ...pageWindow(query),
      });
      const [counts, allStats] = await Promise.all([countsOf(db, companies.map((c) => c.id)), stats(db)]);
      return {
        items: companies.map((company) => toCompanyListItem(company, counts.get(company.id) ?? { stores: 0, activeStores: 0, users: 0 })),
        stats: allStats,
        pagination: paginationOf(query.page, query.per_page, total),
      };
    },

    get(_sc, id) {
      return detail(em(), id);
    },

    // the request's EntityManager (unscoped for the superadmin): an idempotent create runs in its transaction
    async create({ em: db, audit }, body) {
      const id = await db.transactional(async (tx) => {
        const plan = await checkIdentityAndPlan(
          tx,
          { name: body.name, vatNumber: body.vat_number ?? null, planId: body.subscription_plan_id },
          null,
        );
        const start = todayIso();
        const company = tx.create(Company, {
          ...companyFields.toEntity(body),
          country: DEFAULT_COUNTRY,
          subscriptionPlan: plan,
          // forced on creation whatever the body says (spec 1 §4); editable afterwards
          isActive: true,
          subscriptionStartDate: start,
          subscriptionEndDate: null,
          trialEndDate: body.subscription_status === 'trial' ? trialEndDate(start) : null,
        });
        // every new company starts with the default providers (Impostazioni → Operatori)
        for (const operator of DEFAULT_OPERATORS) tx.create(Operator, { ...operator, company, isActive: true });
        await tx.flush(); // the id, for the audit row; the transaction is still open
        audit(tx, {
          companyId: company.id,
          entityType: AUDIT_ENTITY,
          entityId: company.id,
          action: 'created',
          changes: createdChanges(companyAuditSnapshot(company)),
        });
        return company.id;
      });
      return detail(db, id);
    },

    async update({ audit }, id, body) {
      const db = em();
      await db.transactional(async (tx) => {
        const company = await tx.findOne(Company, { id }, { populate: ['subscriptionPlan'], lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!company) throw new NotFoundError(MSG.companyNotFound);
        const before = companyAuditSnapshot(company);
        const planChanged = body.subscription_plan_id !== undefined && body.subscription_plan_id !== company.subscriptionPlan?.id;
        const plan = await checkIdentityAndPlan(
          tx,
          {
            ...(body.name !== undefined && body.name.toLowerCase() !== company.name.toLowerCase() ? { name: body.name } : {}),
            ...(body.vat_number && body.vat_number !== company.vatNumber ? { vatNumber: body.vat_number } : {}),
            ...(planChanged ? { planId: body.subscription_plan_id } : {}),
          },
          id,
        );
        const previousStatus = company.subscriptionStatus;
        const values = companyFields.toEntity(body);
        checkCompanyPostalCode({ province: company.province, postalCode: company.postalCode, ...values }, body);
        tx.assign(company, values);
        if (plan) {
          company.subscriptionPlan = plan;
          // the company's pending plan-change request (Impostazioni → Abbonamento) is answered by this change
          await tx.nativeUpdate(PlanChangeRequest, { company: id, status: 'pending' }, { status: 'handled', resolvedAt: new Date() });
        }
        const today = todayIso();
        const status = company.subscriptionStatus;
        if (status !== previousStatus) {
          // a company put (back) in trial gets its 30 days if it never had a trial
          if (status === 'trial' && !company.trialEndDate) company.trialEndDate = trialEndDate(today);
          // subscription_end_date is the day the subscription was cancelled; cleared on reactivation
          if (status === 'cancelled') company.subscriptionEndDate = today;
          else if (previousStatus === 'cancelled') company.subscriptionEndDate = null;
        }
        const changes = diff(before, companyAuditSnapshot(company));
        if (Object.keys(changes).length === 0) return;
        audit(tx, {
          companyId: company.id,
          entityType: AUDIT_ENTITY,
          entityId: company.id,
          action: 'updated',
          changes,
        });
      });
      return detail(db, id);
    },

    /**
     * Deleting a company never destroys shops, users or sales: a company that still has stores or
     * users is refused (409 MSG.companyHasData) — the superadmin suspends or cancels it from the
     * edit wizard instead, which blocks its users and keeps its data. An empty company is deleted
     * together with what only exists for it: its operators, the entrepreneurs' assignments to it
     * and sessions opened on it (ON DELETE CASCADE); its audit rows stay, with company_id null.
     * The company row is locked first, so a store or user created concurrently (plan-limits.ts
     * locks the same row) cannot slip in between the check and the delete.
     */
    async remove({ audit }, id) {
      await em().transactional(async (tx) => {
        const company = await tx.findOne(Company, { id }, { populate: ['subscriptionPlan'], lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!company) throw new NotFoundError(MSG.companyNotFound);
        // a company with stores or users is refused by their foreign keys (ON DELETE RESTRICT → 409
        // MSG.companyHasData); operators, assignments, sessions, mails and notifications go with it
        const snapshot = companyAuditSnapshot(company);
        tx.remove(company);
        audit(tx, {
          // the row is gone: the audit row keeps the id in entity_id
          companyId: null,
          entityType: AUDIT_ENTITY,
          entityId: id,
          action: 'deleted',
          // empty fields are left out of the deletion row
          changes: removedChanges(Object.fromEntries(Object.entries(snapshot).filter(([, value]) => value !== null))),
        });
      });
    },

    async publicPlans() {
      const plans = await em().find(SubscriptionPlan, { isActive: true }, { orderBy: { priceMonthly: 'asc', id: 'asc' } });
      return plans.map(toPublicPlan);
    },
  };
}
