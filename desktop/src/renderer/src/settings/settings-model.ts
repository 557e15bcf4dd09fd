import {
  DEFAULT_PLAN_PRICE_MONTHLY,
  OPERATOR_CATEGORIES,
  centsToMoney,
  divideCents,
  isSettingsSection,
  moneyToCents,
  type CompanyOption,
  type MoneyString,
  type MultiCompanyEntrepreneur,
  type OperatorCategory,
  type SettingsDashboard,
  type SettingsOperator,
  type SettingsSectionName,
} from '@banco/shared';

const MONTHS_PER_YEAR = 12;

/** Annual value of the subscription: monthly price × 12, 29.90 a month when unknown or zero (spec 1 §9). In cents. */
export function annualValue(monthlyPrice: MoneyString | null | undefined): MoneyString {
  const cents = monthlyPrice ? moneyToCents(monthlyPrice) : 0;
  const monthly = cents > 0 ? cents : moneyToCents(DEFAULT_PLAN_PRICE_MONTHLY);
  return centsToMoney(monthly * MONTHS_PER_YEAR);
}

/** Annual value per customer, rounded to the cent; 0 without customers (spec 1 §2 Company). */
export function impactPerCustomer(annual: MoneyString, totalCustomers: number): MoneyString {
  return centsToMoney(totalCustomers > 0 ? divideCents(moneyToCents(annual), totalCustomers) : 0);
}

/** The section to show for a URL segment: null when it must go to the default section instead. */
export function sectionToShow(dashboard: SettingsDashboard, segment: string | undefined): SettingsSectionName | null {
  if (!isSettingsSection(segment)) return null;
  return dashboard.available_sections.some((section) => section.name === segment && section.available) ? segment : null;
}

/**
 * The default section of the role when it is available, else the first available one (the server
 * always makes the default available; this only guards an inconsistent answer).
 */
export function defaultSectionOf(dashboard: SettingsDashboard): SettingsSectionName {
  const available = dashboard.available_sections.filter((section) => section.available);
  return available.some((section) => section.name === dashboard.default_section)
    ? dashboard.default_section
    : (available[0]?.name ?? 'profile');
}

/** Operators per category, in the fixed category order; empty categories are kept. */
export function groupOperators(operators: readonly SettingsOperator[]): { category: OperatorCategory; operators: SettingsOperator[] }[] {
  return OPERATOR_CATEGORIES.map((category) => ({
    category,
    operators: operators.filter((operator) => operator.category === category),
  }));
}

/** The companies an entrepreneur can still receive: not its primary one, not already assigned. */
export function assignableCompanies(entrepreneur: MultiCompanyEntrepreneur, companies: readonly CompanyOption[]): CompanyOption[] {
  const held = new Set(entrepreneur.assigned_companies.map((company) => company.company_id));
  if (entrepreneur.primary_company_id !== null) held.add(entrepreneur.primary_company_id);
  return companies.filter((company) => !held.has(company.id));
}

