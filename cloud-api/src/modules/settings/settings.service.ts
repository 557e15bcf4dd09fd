import { salesRatesOf } from '../sales/sales-rates.ts';
import { companyIdentityErrors } from '../companies/company-identity.ts';
import {
  centsToMoney,
  companyMonthlyPrice,
  decimalToCents,
  DEFAULT_PLAN_PRICE_MONTHLY,
  defaultSettingsSection,
  MSG,
  SETTINGS_SECTION_TEXTS,
  SETTINGS_SECTIONS,
  settingsPermissionsFor,
  settingsSectionAvailable,
  type CompanySettings,
  type companySettingsBodySchema,
  type SettingsDashboard,
  type SettingsPlan,
  type SettingsProfile,
  type settingsProfileBodySchema,
  type SettingsProfileUpdate,
  type SystemSettingsGroup,
  type z,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { diff } from '../../common/audit.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Sessions } from '../auth/sessions.ts';
import { planPrice } from '../companies/company-dto.ts';
import { Company } from '../companies/company.entity.ts';
import { companyFields } from '../companies/company-fields.ts';
import { checkCompanyPostalCode } from '../companies/company-postal-code.ts';
import { SubscriptionPlan } from '../companies/subscription-plan.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { User } from '../users/user.entity.ts';
import { countCustomers } from '../customers/customer-counts.ts';
import { createMultiCompanyService, type MultiCompanyService } from './multi-company.service.ts';
import { createOperatorsService, type OperatorsService } from './operators.service.ts';
import { groupSystemSettings, toPlanDto, toProfileDto } from './settings-dto.ts';
import { SystemSetting } from './system-setting.entity.ts';

type ProfileBody = z.output<typeof settingsProfileBodySchema>;
type CompanyBody = z.output<typeof companySettingsBodySchema>;

export interface SettingsService {
  dashboard(sc: ServiceContext): Promise<SettingsDashboard>;
  profile(sc: ServiceContext): SettingsProfile;
  updateProfile(sc: ServiceContext, body: ProfileBody): Promise<SettingsProfileUpdate>;
  /** The session's current company with its subscription tiles (entrepreneur). */
  company(sc: ServiceContext): Promise<CompanySettings>;
  updateCompany(sc: ServiceContext, body: CompanyBody): Promise<CompanySettings>;
  system(sc: ServiceContext): Promise<SystemSettingsGroup[]>;
  plans(sc: ServiceContext): Promise<SettingsPlan[]>;
  operators: OperatorsService;
  multiCompany: MultiCompanyService;
}

interface SettingsServiceDeps {
  /** The profile is the user's own: the auth service updates it (PUT /auth/profile does the same). */
  auth: AuthService;
  sessions: Sessions;
}

/** The company columns of the settings form (Impostazioni → Azienda). */
const settingsCompanyFields = companyFields.pick(
  'name', 'tax_code', 'vat_number', 'address', 'city', 'province', 'postal_code', 'phone', 'email', 'website',
  'coupon_value', 'coupon_validity_months',
  'points_per_euro', 'consultant_commission_percent', 'manager_commission_percent', 'delivery_fee',
);

export function createSettingsService({ auth: authService, sessions }: SettingsServiceDeps): SettingsService {
  /** The current company, or 403 for the superadmin, who has none (it uses /companies). */
  function currentCompanyId(auth: AuthContext): number {
    if (auth.companyId === null) throw new ForbiddenError(MSG.settingsNoCompany);
    return auth.companyId;
  }

  async function companySettings(em: SqlEntityManager, company: Company): Promise<CompanySettings> {
    await em.populate(company, ['subscriptionPlan']);
    const plan = company.subscriptionPlan ?? null;
    // the same counts as the plan limits (companies/plan-limits.ts): every user and store of the company
    const [users, stores, customers] = await Promise.all([
      em.count(User, { company: company.id }, { filters: false }),
      em.count(Store, { company: company.id }, { filters: false }),
      countCustomers(em, company.id),
    ]);
    return {
      id: company.id,
      ...settingsCompanyFields.toApi(company),
      subscription_plan_name: plan?.name ?? null,
      current_users: users,
      max_users: plan?.maxUsers ?? null,
      current_stores: stores,
      max_stores: plan?.maxStores ?? null,
      price: plan ? companyMonthlyPrice(planPrice(plan), company.billingCycle) : DEFAULT_PLAN_PRICE_MONTHLY,
      total_customers: customers,
      // numeric(10,2) as read back ("5.00" on PostgreSQL, maybe "5" elsewhere) → the API's money form
      coupon_value: centsToMoney(decimalToCents(company.couponValue)),
      ...salesRatesOf(company),
    };
  }

  async function loadCompany(em: SqlEntityManager, auth: AuthContext): Promise<Company> {
    const company = await em.findOne(Company, { id: currentCompanyId(auth) });
    if (!company) throw new NotFoundError(MSG.companyNotFound);
    return company;
  }

  return {
    async dashboard({ auth }) {
      const company = await auth.loadCompany();
      if (company?.subscriptionPlan) await auth.identityEm.populate(company, ['subscriptionPlan']);
      const flags = settingsPermissionsFor(auth.permissions, company !== null);
      return {
        available_sections: SETTINGS_SECTIONS.map((name) => ({
          name,
          ...SETTINGS_SECTION_TEXTS[name],
          available: settingsSectionAvailable(name, auth.permissions, flags),
        })),
        permissions: flags,
        default_section: defaultSettingsSection(auth.role),
        account: {
          role: auth.role,
          company_id: company?.id ?? null,
          company_name: company?.name ?? null,
          subscription_plan_name: company?.subscriptionPlan?.name ?? null,
        },
      };
    },

    profile({ auth }) {
      return toProfileDto(auth.profile.user);
    },

    async updateProfile(sc, { email, ...changes }) {
      const { auth } = sc;
      // the e-mail is read-only: the current one may travel along with the form, nothing else
      if (email !== undefined && email.trim().toLowerCase() !== auth.profile.user.email.toLowerCase()) {
        throw new ValidationError({ email: MSG.emailReadOnly });
      }
      const user = await authService.updateProfile(sc, changes);
      // the entity updateProfile changed, from the identity map
      return { profile: toProfileDto(await auth.loadUser()), user };
    },

    async company({ em, auth }) {
      return companySettings(em, await loadCompany(em, auth));
    },

    updateCompany({ em, auth, audit }, body) {
      return em.transactional(async (tx) => {
        const current = await loadCompany(tx, auth);
        const changed = diff(settingsCompanyFields.toApi(current), body);
        const next = settingsCompanyFields.toEntity(body);
        if (Object.keys(changed).length > 0) {
          const taken = await companyIdentityErrors(tx, { name: next.name, vatNumber: next.vatNumber }, current.id);
          if (Object.keys(taken).length > 0) throw new ValidationError(taken);
          checkCompanyPostalCode({ province: current.province, postalCode: current.postalCode, ...next }, body);
          tx.assign(current, next);
          audit(tx, {
            companyId: current.id,
            entityType: 'Company',
            entityId: current.id,
            action: 'settings_updated',
            changes: changed,
          });
          await tx.flush();
        }
        return companySettings(tx, current);
      });
    },

    async system({ em }) {
      return groupSystemSettings(await em.find(SystemSetting, {}, { orderBy: { id: 'asc' } }));
    },

    async plans({ em, auth }) {
      const plans = await em.find(SubscriptionPlan, {}, { orderBy: { priceMonthly: 'asc', id: 'asc' } });
      let companyPlans: (number | null)[];
      if (auth.role === 'superadmin') {
        // the platform's view: how many companies are on each plan
        companyPlans = (await em.find(Company, {}, { fields: ['subscriptionPlan'] })).map((c) => c.subscriptionPlan?.id ?? null);
      } else {
        // an entrepreneur only counts its own companies (primary and assigned), never other tenants'
        const user = await auth.loadUser();
        await auth.identityEm.populate(user, ['company.subscriptionPlan', 'companyAssignments.company']);
        const held = new Map<number, Company>();
        if (user.company) held.set(user.company.id, user.company);
        for (const assignment of user.companyAssignments.getItems()) held.set(assignment.company.id, assignment.company);
        companyPlans = [...held.values()].map((c) => c.subscriptionPlan?.id ?? null);
      }
      return plans.map((plan) => toPlanDto(plan, companyPlans.filter((id) => id === plan.id).length));
    },

    operators: createOperatorsService(),
    multiCompany: createMultiCompanyService({ sessions }),
  };
}
